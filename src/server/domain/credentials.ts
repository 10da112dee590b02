// Leaked-credential search (spec, "Search leaked credentials"). The order of the checks is the spec's:
// the organization must exist (404), the caller must reach it with the owner, admin or staff role
// (403), dark-web monitoring must be on (403), and the target must be one tracked on that brand of
// that organization (400 naming the field). Records carry plaintext passwords: nothing here logs a row,
// a target or a request body.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CredentialRecord, CredentialSearchBody, CredentialSearchResponse } from '../../contract';
import { brands, credentials, credentialTargets, organizations } from '../db/schema';
import { countAll } from '../db/sql';
import type { Executor } from '../db/types';
import { requireRole, resolveOrganization } from '../http/access';
import { badField, forbidden, notFound } from '../http/api-error';
import type { Principal } from '../http/principal';

/** Most records one response carries; `resultCount` still counts them all. */
export const MAX_CREDENTIAL_RESULTS = 1000;

/** The stored form of a target: emails and domains lower-cased and trimmed, wallet addresses raw. */
export function normalizeTarget(kind: CredentialSearchBody['kind'], target: string): string {
  return kind === 'crypto' ? target : target.trim().toLowerCase();
}

export async function searchCredentials(db: Executor, principal: Principal, body: CredentialSearchBody): Promise<CredentialSearchResponse> {
  const [exists] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, body.slug)).limit(1);
  if (!exists) throw notFound('Organization not found');
  const access = await resolveOrganization(db, principal, body.slug, { allowStaff: true });
  requireRole(access, ['OWNER', 'ADMIN'], { allowStaff: true });
  if (!access.organization.darkWebMonitoring) throw forbidden('Dark web monitoring is not enabled for this organization');

  const target = normalizeTarget(body.kind, body.target);
  if (body.kind === 'email' && !z.email().safeParse(target).success) throw badField(['target'], 'Invalid target: not an email address');
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, body.brandId), eq(brands.organizationId, access.organization.id)))
    .limit(1);
  if (!brand) throw badField(['brandId'], `Brand ${body.brandId} is not a brand of this organization`);
  const [tracked] = await db
    .select({ id: credentialTargets.id })
    .from(credentialTargets)
    .where(and(eq(credentialTargets.brandId, brand.id), eq(credentialTargets.kind, body.kind), eq(credentialTargets.target, target)))
    .limit(1);
  if (!tracked) throw badField(['target'], `Target is not tracked on brand ${brand.id} for kind ${body.kind}`);

  const matching = and(eq(credentials.brandId, brand.id), eq(credentials.kind, body.kind), eq(credentials.target, target));
  const [count] = await db.select({ n: countAll() }).from(credentials).where(matching);
  const rows = await db.select().from(credentials).where(matching).orderBy(asc(credentials.id)).limit(MAX_CREDENTIAL_RESULTS);
  const results: CredentialRecord[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    address: r.address,
    source: r.source,
    leakName: r.leakName,
    fragment: r.fragment,
    crawlDate: r.crawlDate,
    password: r.password,
    passwordType: r.passwordType,
  }));
  return { kind: body.kind, target, resultCount: count?.n ?? 0, loadedCount: results.length, results };
}
