// The API client's public surface: createClient plus its typed errors and retry rules.
export { createClient, type Client, type ClientOptions, type CallInput, type CallOutput } from './client';
export { ApiError, NetworkError, InvalidResponseError, InvalidRequestError } from './errors';
export { isRetryable, retryDelayMs, defaultRetryPolicy, type RetryPolicy } from './retry';
