// The shape of one registry entry (INTERFACES.md "Contract registry"). An operation is plain data:
// the server turns it into a @hono/zod-openapi route, the client into a typed call, and
// scripts/write-openapi.ts into an OpenAPI path item. Nothing here imports hono.
import type { z } from 'zod';
import { errorResponses, type EnvelopeFor, type ErrorStatus } from './errors';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/** Operation groups, in the spec's order; they become OpenAPI tags. */
export const OPERATION_GROUPS = [
  'Assets',
  'Blocklist sync',
  'Reports',
  'Disputes',
  'Webhooks',
  'Organization brands',
  'Organization assets and asset groups',
  'Organization reports',
  'Detections',
  'Takedowns',
  'Metrics',
  'Account and access',
  'Operations',
  'Healthchecks',
  'Dark web credentials',
] as const;
export type OperationGroup = (typeof OPERATION_GROUPS)[number];

export interface OperationRequest {
  body?: z.ZodType;
  params?: z.ZodObject;
  query?: z.ZodObject;
}

export interface Operation {
  /** camelCase, unique; the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** OpenAPI-style path relative to /v2, e.g. '/organization/proposals/{proposalId}/review'. */
  path: string;
  group: OperationGroup;
  summary: string;
  /** Longer text: rules, side effects, limits. */
  description?: string;
  auth: 'apiKey' | 'none';
  deprecated?: boolean;
  request: OperationRequest;
  /** Status -> body schema. 2xx bodies are JSON unless `responseContentType` says otherwise. */
  responses: Record<number, z.ZodType>;
  /** Media type of the 200 body when it is not JSON (blocklist artifacts). */
  responseContentType?: 'application/octet-stream';
}

/**
 * Keeps the literal types of one operation (ids, paths, schemas) while checking it is an Operation.
 * The intersection keeps the optional members (`deprecated`, `request.body` ...) readable on a union
 * of operations, so code iterating the registry needs no casts.
 */
export function defineOperation<const O extends Operation>(operation: O): O & Operation & { request: O['request'] & OperationRequest } {
  return operation;
}

/** Errors every API-key operation can answer: bad input, no key, no access, rate limit, failure. */
export const COMMON_ERRORS = [400, 401, 403, 429, 500] as const;
export type CommonErrorStatus = (typeof COMMON_ERRORS)[number];

/** COMMON_ERRORS plus the extra statuses an operation documents (404, 409, 422). */
export function withErrors<const E extends readonly ErrorStatus[]>(...extra: E): { [K in CommonErrorStatus | E[number]]: EnvelopeFor<K> } {
  const all = [...new Set<ErrorStatus>([...COMMON_ERRORS, ...extra])].sort((a, b) => a - b);
  return errorResponses(...all) as { [K in CommonErrorStatus | E[number]]: EnvelopeFor<K> };
}

/** Text for each status in the OpenAPI document. */
export const STATUS_DESCRIPTION: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'BAD_REQUEST: invalid input; `issues[]` names each offending field',
  401: 'UNAUTHORIZED: missing or invalid X-API-KEY',
  403: 'FORBIDDEN: the key lacks permission, or a safety check refused the request (do not retry)',
  404: 'NOT_FOUND',
  409: 'CONFLICT (do not retry with the same body)',
  422: 'UNPROCESSABLE_CONTENT: per-asset failures in `data.errors[]`',
  429: 'TOO_MANY_REQUESTS: a rate limit or budget is spent',
  500: 'INTERNAL_SERVER_ERROR: retry with exponential backoff',
};
