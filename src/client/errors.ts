// Typed failures of the API client. Callers branch on the class (and on `status`/`code`), never on text:
// ApiError is an answer from the service (envelope parsed), NetworkError means no answer at all, and
// InvalidResponseError means the service answered something the contract does not allow.
import type { ErrorIssue, ReportAssetError } from '../contract/errors';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorIssue[] = [],
    /** The 422 of report creation carries `data.errors[]`; other statuses leave it undefined. */
    readonly data: { errors: ReportAssetError[] } | undefined = undefined,
  ) {
    super(message);
  }
}

export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly issues: ErrorIssue[],
  ) {
    super(`The service's answer to ${operationId} (HTTP ${status}) does not match the contract`);
  }
}

/** The request did not pass the contract's request schema, so it was never sent. */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError';
  constructor(
    readonly operationId: string,
    readonly issues: ErrorIssue[],
  ) {
    super(`Invalid request for ${operationId}: ${issues.map((i) => i.message).join('; ')}`);
  }
}
