// The organization's brands, every one in one response (organizations have a few hundred at most), each
// with the credential targets tracked on it. Fields the service does not store yet (colors, terms,
// legal documents, trademark registrations) answer as empty, never absent, so clients can rely on them.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Brand, OrganizationBrandsQuery } from '../../contract';
import { brands, credentialTargets } from '../db/schema';
import type { Executor } from '../db/types';

export async function listBrands(db: Executor, organizationId: number, query: OrganizationBrandsQuery): Promise<{ brands: Brand[] }> {
  const where: SQL[] = [eq(brands.organizationId, organizationId)];
  if (query.type) where.push(eq(brands.type, query.type));
  const rows = await db.select().from(brands).where(and(...where)).orderBy(asc(brands.id));
  const targets = rows.length
    ? await db.select().from(credentialTargets).where(inArray(credentialTargets.brandId, rows.map((b) => b.id))).orderBy(asc(credentialTargets.id))
    : [];
  const absent = { present: false, fileName: null, url: null };
  return {
    brands: rows.map((b) => ({
      id: b.id,
      name: b.name,
      type: b.type as Brand['type'],
      brandColors: [],
      includedTerms: [],
      excludedTerms: [],
      tickers: [],
      avatarUrl: null,
      websiteUrl: null,
      twitterHandle: null,
      useOrganizationDocs: true,
      legalDocuments: { letterOfAuthorization: absent, powerOfAttorney: absent },
      trademarkRegistrations: [],
      credentialTargets: targets.filter((t) => t.brandId === b.id).map((t) => ({ kind: t.kind as Brand['credentialTargets'][number]['kind'], target: t.target })),
    })),
  };
}
