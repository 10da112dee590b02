// Error envelopes: the spec's `{message, code, issues?}`, the 422 shape and the code/status table.
import { describe, expect, it } from 'vitest';
import {
  ERROR_STATUS, ErrorEnvelope, ReviewProposalBody, STATUS_CODE, UnprocessableEnvelope, badRequestFromZod, errorEnvelopeFor,
} from '../../../src/contract';
import { expectIssueAt, expectValid } from './expect-issue';

describe('error envelopes', () => {
  it('pairs each code with its status both ways', () => {
    expect(ERROR_STATUS).toEqual({
      BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, UNPROCESSABLE_CONTENT: 422,
      TOO_MANY_REQUESTS: 429, INTERNAL_SERVER_ERROR: 500,
    });
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(STATUS_CODE[status]).toBe(code);
  });

  it('accepts the plain envelope with and without issues', () => {
    expectValid(ErrorEnvelope, { message: 'Authorization not provided', code: 'UNAUTHORIZED' });
    expectValid(ErrorEnvelope, { message: 'Invalid input data', code: 'BAD_REQUEST', issues: [{ message: 'x', path: ['filters', 0] }] });
    expectIssueAt(ErrorEnvelope, { message: 'x', code: 'TEAPOT' }, 'code');
    expectIssueAt(ErrorEnvelope, { code: 'FORBIDDEN' }, 'message');
  });

  it('gives 422 the data.errors[] shape with every errorType', () => {
    const body = {
      message: 'Report creation failed: 1 of 2 assets are invalid',
      code: 'UNPROCESSABLE_CONTENT',
      data: { errors: [{ asset: 'nota url', errorType: 'INVALID_FORMAT', message: 'Invalid', suggestion: 'Use https://' }] },
    };
    expectValid(UnprocessableEnvelope, body);
    expectIssueAt(UnprocessableEnvelope, { ...body, data: { errors: [{ ...body.data.errors[0], errorType: 'NOPE' }] } }, 'data.errors.0.errorType');
    expectIssueAt(UnprocessableEnvelope, { ...body, code: 'BAD_REQUEST' }, 'code');
    expect(errorEnvelopeFor(422)).toBe(UnprocessableEnvelope);
    expect(errorEnvelopeFor(409)).toBe(ErrorEnvelope);
  });

  it('turns a zod failure into a 400 envelope whose issues name the fields', () => {
    const failed = ReviewProposalBody.safeParse({ assetId: 1, decision: 'APPROVE', label: 'Brand Impersonation' });
    expect(failed.success).toBe(false);
    if (failed.success) return;
    const envelope = badRequestFromZod(failed.error);
    expectValid(ErrorEnvelope, envelope);
    expect(envelope.code).toBe('BAD_REQUEST');
    expect(envelope.message).toBe('Invalid input data');
    expect(envelope.issues?.map((i) => i.path)).toEqual([['brandId']]);
  });
});
