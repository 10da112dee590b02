// Building blocks shared by every operation group: identifiers, dates, slugs, pagination and
// the small "asset reference" record that many responses embed. Kept here so a rule such as
// "YYYY-MM-DD must be a real calendar date" is written once and behaves the same in every body.
import { z } from 'zod';
import { AssetStatus, AssetType } from './enums';

/** Integer identifier greater than 0 (brandId, configId, proposalId ...). */
export const PositiveId = z.int().positive();

/** A path parameter that arrives as text and must be an integer > 0. */
export const PositiveIdParam = z.coerce.number().int().positive();

/** Organization slug as the spec writes it: a string of length >= 1. */
export const Slug = z.string().min(1).meta({ description: 'Organization slug', example: 'acme' });

/**
 * Optional organization selector of the operations Palisade designed itself: organization-scoped keys
 * resolve it from the key; a user key that reaches more than one organization must send it.
 */
export const OptionalSlug = Slug.optional().meta({
  description: 'Organization slug; optional for organization-scoped keys, required when the key reaches more than one organization',
});

/** YYYY-MM-DD that is also a real calendar date (zod's ISO date checks month lengths and leap years). */
export const YmdDate = z.iso.date().meta({ description: 'Calendar date, YYYY-MM-DD', example: '2024-01-15' });

/** ISO 8601 instant with an explicit offset (`Z` or `+hh:mm`), as every response timestamp is written. */
export const Timestamp = z.iso.datetime({ offset: true }).meta({ example: '2024-01-15T10:30:00.000Z' });

/** ISO 8601 filter bound: a full instant, or a date meaning that day's start (UTC). */
export const IsoDateOrInstant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .meta({ description: 'ISO 8601 instant or YYYY-MM-DD', example: '2024-01-15T00:00:00Z' });

/** Query-string boolean: only the words `true` and `false` (coercion would read "false" as true). */
export const QueryBoolean = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .meta({ description: '`true` or `false`' });

/** Hex-encoded SHA-256 digest, lower case. */
export const Hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64 lowercase hex characters');

/** Opaque string cursor (pagination styles A and B of api-reference-shapes.md). */
export const StringCursor = z.string().min(1).meta({ description: 'Opaque cursor from the previous response' });

/** Arbitrary JSON object: only for `metadata`, `config` and enrichment `output`, which the spec leaves open. */
export const OpenObject = z.record(z.string(), z.unknown());

/** The asset record embedded in proposals, detections and reports. */
export const AssetRef = z
  .object({ id: PositiveId, type: AssetType, content: z.string(), status: AssetStatus })
  .meta({ id: 'AssetRef', description: 'An asset: unique on (type, content); status is global' });
export type AssetRef = z.infer<typeof AssetRef>;

/** Organization identity as the report-create response writes it. */
export const OrganizationRef = z
  .object({ id: PositiveId, slug: z.string(), name: z.string() })
  .meta({ id: 'OrganizationRef' });
export type OrganizationRef = z.infer<typeof OrganizationRef>;

/** Adds "startDate must not be after endDate" to an object with two optional comparable bounds. */
export function orderedRange<T extends { startDate?: string | undefined; endDate?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  const { startDate, endDate } = value;
  if (startDate === undefined || endDate === undefined) return;
  // A bare date compares as that day's start, which is what the filters mean.
  if (Date.parse(startDate) > Date.parse(endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
  }
}

/** Requires that at least one of `keys` is present (not undefined); the issue points at the first key. */
export function atLeastOne<T extends object>(keys: readonly (keyof T & string)[]) {
  return (value: T, ctx: z.RefinementCtx): void => {
    if (keys.some((k) => value[k] !== undefined)) return;
    ctx.addIssue({ code: 'custom', path: [keys[0] ?? ''], message: `At least one field (${keys.join(', ')}) must be provided` });
  };
}
