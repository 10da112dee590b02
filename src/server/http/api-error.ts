// The one error type handlers throw (DESIGN §6, like Hono's HTTPException): it knows its status, its
// code and its envelope. app.ts's onError maps it, zod failures and anything unexpected.
import { DEFAULT_ERROR_MESSAGE, STATUS_CODE, type ErrorIssue, type ErrorStatus } from '../../contract/errors';

export class ApiError extends Error {
  readonly code: string;
  constructor(
    readonly status: ErrorStatus,
    message?: string,
    readonly extra: { issues?: ErrorIssue[]; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGE[STATUS_CODE[status]]);
    this.code = STATUS_CODE[status];
  }

  body(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message, code: this.code };
    if (this.extra.issues) body.issues = this.extra.issues;
    if (this.extra.data !== undefined) body.data = this.extra.data;
    return body;
  }
}

/** 400 naming one field, for rules zod cannot express (cross-field or database-dependent). */
export function badField(path: (string | number)[], message: string): ApiError {
  return new ApiError(400, DEFAULT_ERROR_MESSAGE.BAD_REQUEST, { issues: [{ message, path }] });
}

export const notFound = (message = DEFAULT_ERROR_MESSAGE.NOT_FOUND) => new ApiError(404, message);
export const forbidden = (message = DEFAULT_ERROR_MESSAGE.FORBIDDEN) => new ApiError(403, message);
export const conflict = (message = DEFAULT_ERROR_MESSAGE.CONFLICT) => new ApiError(409, message);
