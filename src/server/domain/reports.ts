// Report creation (spec: Create report). All or nothing: every asset is validated inside one
// transaction and any failure rolls everything back with the 422 envelope, one error per failing asset.
// The two rules that must hold under concurrency are unique indexes (one report per email per asset;
// one pending proposal per organization, asset and requested status); when a concurrent report wins a
// race, the loser's transaction fails on the index and is run again, and then sees the winner's rows.
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportAssetError, ReportCreateBody, ReportCreateResponse, ReportErrorType } from '../../contract';
import { legitimacyRules, proposals, reportAssets, reports } from '../db/schema';
import type { Tx } from '../db/types';
import { uniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/api-error';
import type { OrganizationRow, Principal } from '../http/principal';
import { domainAndParents, ensureAsset, findAsset, hostOf, parseContent } from './assets';

const SUGGESTION: Record<ReportErrorType, string> = {
  DUPLICATE_ASSETS: 'List each asset once (case and trailing-slash variants count as the same asset).',
  INVALID_FORMAT: 'Use a URL with https://, a bare domain (no protocol or path), or an address in eip155 form (eip155:1:0x...).',
  ASSET_NOT_FOUND: 'Check the asset and try again.',
  ASSET_ALREADY_CORRECT: 'Nothing to do: the asset already has this status.',
  ALREADY_PENDING_REVIEW: 'Wait for the pending review of this asset.',
  REPORT_ALREADY_EXISTS: 'This asset was already reported from this email address.',
  PROCESSING_FAILED: 'Retry the request with exponential backoff.',
  DOMAIN_NOT_ALLOWED: 'This domain is on the ignore list and cannot be reported.',
  VALIDATION_ERROR: 'A report can request BLOCKED or ALLOWED.',
};

const fail = (asset: string, errorType: ReportErrorType, message: string): ReportAssetError => ({ asset, errorType, message, suggestion: SUGGESTION[errorType] });

/**
 * The reporter's email for the once-per-email rule: a user key's user email; otherwise `contactInfo`
 * when it is an email address; otherwise none (organization keys without an email contact are not
 * limited by this rule, only by the rate limit).
 */
export function reporterEmail(principal: Principal, contactInfo: string | undefined): string | null {
  if (principal.kind === 'user') return principal.user.email.toLowerCase();
  const contact = contactInfo?.trim();
  return contact && z.email().safeParse(contact).success ? contact.toLowerCase() : null;
}

interface Planned {
  input: ReportCreateBody['assets'][number];
  type: string;
  content: string;
  requestedStatus: 'UNKNOWN' | 'ALLOWED' | 'BLOCKED';
}

export async function createReport(
  tx: Tx,
  now: Date,
  ctx: { principal: Principal; organization: OrganizationRow | null; customerSubmitted: boolean },
  body: ReportCreateBody,
): Promise<ReportCreateResponse> {
  const email = reporterEmail(ctx.principal, body.contactInfo);
  const errors: ReportAssetError[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  let duplicates = 0;

  for (const input of body.assets) {
    const parsed = parseContent(input.content);
    if (!parsed) {
      errors.push(fail(input.content, 'INVALID_FORMAT', `"${input.content}" is not a valid URL, domain or address`));
      continue;
    }
    const key = `${parsed.type}\u0000${parsed.content}`;
    if (seen.has(key)) {
      duplicates++;
      errors.push(fail(input.content, 'DUPLICATE_ASSETS', `"${input.content}" appears more than once in this report (as ${parsed.content})`));
      continue;
    }
    seen.set(key, planned.length);
    planned.push({ input, type: parsed.type, content: parsed.content, requestedStatus: input.status ?? 'BLOCKED' });
  }

  const ignored = await ignoreList(tx);
  for (const p of planned) {
    const label = p.input.content;
    if (p.requestedStatus === 'UNKNOWN') {
      errors.push(fail(label, 'VALIDATION_ERROR', 'A report cannot request the UNKNOWN status'));
      continue;
    }
    // Only whole domains: a PAGE on a popular host (a profile, a shared document) may well be a scam.
    const host = p.type === 'URL' ? hostOf(p.content) : null;
    if (host && domainAndParents(host).some((d) => ignored.has(d))) {
      errors.push(fail(label, 'DOMAIN_NOT_ALLOWED', `The domain of "${label}" is on the ignore list`));
      continue;
    }
    const existing = await findAsset(tx, p.type, p.content);
    if (!existing) continue;
    if (existing.status === p.requestedStatus) {
      errors.push(fail(label, 'ASSET_ALREADY_CORRECT', `"${label}" is already ${existing.status}`));
      continue;
    }
    if (email) {
      const [already] = await tx
        .select({ reportId: reportAssets.reportId })
        .from(reportAssets)
        .where(and(eq(reportAssets.assetId, existing.id), eq(reportAssets.reporterEmail, email)))
        .limit(1);
      if (already) {
        errors.push(fail(label, 'REPORT_ALREADY_EXISTS', `"${label}" was already reported from this email address (report ${already.reportId})`));
        continue;
      }
    }
    if (ctx.organization) {
      const [pending] = await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.organizationId, ctx.organization.id), eq(proposals.assetId, existing.id), eq(proposals.requestedStatus, p.requestedStatus), eq(proposals.status, 'PENDING')))
        .limit(1);
      if (pending) errors.push(fail(label, 'ALREADY_PENDING_REVIEW', `A proposal to make "${label}" ${p.requestedStatus} is already pending review (proposal ${pending.id})`));
    }
  }

  if (errors.length > 0) {
    const invalid = new Set(errors.map((e) => e.asset)).size;
    const message =
      duplicates > 0
        ? `Report creation failed: ${duplicates} duplicate asset${duplicates === 1 ? '' : 's'} found`
        : `Report creation failed: ${invalid} of ${body.assets.length} assets are invalid`;
    throw new ApiError(422, message, { data: { errors } });
  }

  const { assets: _assets, title, description, contactInfo, organizationSlug: _slug, ...details } = body;
  const [report] = await tx
    .insert(reports)
    .values({
      organizationId: ctx.organization?.id ?? null,
      apiKeyId: ctx.principal.keyId,
      userId: ctx.principal.kind === 'user' ? ctx.principal.user.id : null,
      reporterEmail: email,
      title: title ?? null,
      description: description ?? null,
      contactInfo: contactInfo ?? null,
      customerSubmitted: ctx.customerSubmitted,
      details,
      createdAt: now,
    })
    .returning();
  for (const p of planned) {
    const asset = await ensureAsset(tx, now, p.type, p.content);
    await tx.insert(reportAssets).values({
      reportId: report!.id,
      assetId: asset.id,
      requestedStatus: p.requestedStatus,
      reporterConfidence: p.input.reporterConfidence ?? null,
      enrichments: p.input.enrichments ?? [],
      reporterEmail: email,
    });
    if (ctx.organization) {
      await tx.insert(proposals).values({
        assetId: asset.id,
        organizationId: ctx.organization.id,
        reportId: report!.id,
        requestedStatus: p.requestedStatus,
        sourcedByOrg: ctx.customerSubmitted,
        createdAt: now,
      });
    }
  }
  const org = ctx.organization;
  return { id: report!.id, createdAt: report!.createdAt.toISOString(), organization: org ? { id: org.id, slug: org.slug, name: org.name } : null };
}

/** Domains so widely used that a report against the whole domain is always a mistake. */
const BUILT_IN_IGNORE_LIST = [
  'google.com', 'youtube.com', 'facebook.com', 'instagram.com', 'twitter.com', 'x.com', 'wikipedia.org', 'github.com',
  'apple.com', 'microsoft.com', 'amazon.com', 'cloudflare.com', 'linkedin.com', 'reddit.com', 'gmail.com',
];

/** The ignore list: the built-in list plus enabled popular-domain legitimacy rules of no organization. */
async function ignoreList(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ pattern: legitimacyRules.pattern })
    .from(legitimacyRules)
    .where(and(isNull(legitimacyRules.organizationId), eq(legitimacyRules.kind, 'popular_domain'), eq(legitimacyRules.enabled, true)));
  return new Set([...BUILT_IN_IGNORE_LIST, ...rows.map((r) => r.pattern.toLowerCase())]);
}

/** True for a unique-index violation raised by one of the report rules' indexes. */
export function isReportRace(error: unknown): boolean {
  const violation = uniqueViolation(error);
  return violation !== null && (violation.constraint === undefined || /report_assets|proposals_one_pending/.test(violation.constraint));
}

