// The error envelopes of the spec. Every non-2xx JSON answer is `{ message, code, issues? }`; the 422 of
// report creation adds `data.errors[]`. The code is fixed by the status (ERROR_STATUS below), so a client
// can branch on either. `issues[].path` names the offending field, e.g. ["filters", 0, "value", 1].
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE_CONTENT',
  'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR',
] as const;
export const ErrorCode = z.enum(ERROR_CODES).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The code/status table of the spec (Errors). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** ERROR_STATUS read the other way: the code a status answers with. */
export const STATUS_CODE = Object.fromEntries(Object.entries(ERROR_STATUS).map(([code, status]) => [status, code])) as Readonly<
  Record<ErrorStatus, ErrorCode>
>;

/** Default messages: the spec's where it gives one, ours otherwise. */
export const DEFAULT_ERROR_MESSAGE: Readonly<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'Invalid input data',
  UNAUTHORIZED: 'Authorization not provided',
  FORBIDDEN: 'Insufficient access',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  UNPROCESSABLE_CONTENT: 'Unprocessable content',
  TOO_MANY_REQUESTS: 'Too many requests',
  INTERNAL_SERVER_ERROR: 'Internal server error',
};

/** Fixed messages the spec and the reference name for particular failures. */
export const ERROR_MESSAGES = {
  noOrganizationAccess: 'API key does not have access to this organization',
  internalDatabase: 'Internal server error: a database operation failed',
  reviewLimit: 'Review limit of 10 per day reached for this organization.',
  proposalNotFound: 'Proposal not found',
  assetIdMismatch: "assetId does not match the proposal's asset",
} as const;

export const ErrorIssue = z
  .object({
    message: z.string(),
    path: z.array(z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorIssue' });
export type ErrorIssue = z.infer<typeof ErrorIssue>;

export const ErrorEnvelope = z
  .object({
    message: z.string(),
    code: ErrorCode,
    issues: z.array(ErrorIssue).optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Error envelope of every failed request' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Per-asset failure reasons of report creation (422). */
export const ReportErrorType = z
  .enum([
    'DUPLICATE_ASSETS', 'INVALID_FORMAT', 'ASSET_NOT_FOUND', 'ASSET_ALREADY_CORRECT', 'ALREADY_PENDING_REVIEW',
    'REPORT_ALREADY_EXISTS', 'PROCESSING_FAILED', 'DOMAIN_NOT_ALLOWED', 'VALIDATION_ERROR',
  ])
  .meta({ id: 'ReportErrorType' });
export type ReportErrorType = z.infer<typeof ReportErrorType>;

export const ReportAssetError = z
  .object({ asset: z.string(), errorType: ReportErrorType, message: z.string(), suggestion: z.string() })
  .meta({ id: 'ReportAssetError' });
export type ReportAssetError = z.infer<typeof ReportAssetError>;

export const UnprocessableEnvelope = z
  .object({
    message: z.string().meta({ example: 'Report creation failed: 1 of 2 assets are invalid' }),
    code: z.literal('UNPROCESSABLE_CONTENT'),
    issues: z.array(ErrorIssue).optional(),
    data: z.object({ errors: z.array(ReportAssetError) }),
  })
  .meta({ id: 'UnprocessableEnvelope', description: 'Report creation validation failures; the shape is stable' });
export type UnprocessableEnvelope = z.infer<typeof UnprocessableEnvelope>;

/** The envelope schema of each error status: 422 carries data.errors[], every other status the plain envelope. */
export type EnvelopeFor<S extends ErrorStatus> = S extends 422 ? typeof UnprocessableEnvelope : typeof ErrorEnvelope;

export function errorEnvelopeFor<S extends ErrorStatus>(status: S): EnvelopeFor<S> {
  return (status === 422 ? UnprocessableEnvelope : ErrorEnvelope) as EnvelopeFor<S>;
}

/** Response entries for the given statuses, ready to spread into an operation's `responses`. */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: EnvelopeFor<K> } {
  const out: Partial<Record<ErrorStatus, z.ZodType>> = {};
  for (const s of statuses) out[s] = errorEnvelopeFor(s);
  return out as { [K in S[number]]: EnvelopeFor<K> };
}

/** zod issues to envelope issues: symbols dropped from paths (JSON cannot carry them). */
export function issuesFromZod(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({
    message: i.message,
    path: i.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number'),
  }));
}

/** The 400 envelope for a failed zod parse. */
export function badRequestFromZod(error: z.ZodError, message: string = DEFAULT_ERROR_MESSAGE.BAD_REQUEST): ErrorEnvelope {
  return { message, code: 'BAD_REQUEST', issues: issuesFromZod(error) };
}
