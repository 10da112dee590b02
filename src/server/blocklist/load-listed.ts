// The BLOCKED assets with the threat a confirm answer reports for them: the label and brand of the
// latest approving review of a proposal on the asset (null for assets blocked another way, e.g. seeded).
// Two queries merged in memory instead of a lateral join: the second only touches reviewed assets, and
// both run unchanged on PGlite and PostgreSQL.
import { and, desc, eq } from 'drizzle-orm';
import { assets, brands, proposals, reviews } from '../db/schema';
import type { Executor } from '../db/types';
import type { ListedAsset } from './listing';

export async function loadListedFromDb(db: Executor): Promise<ListedAsset[]> {
  const blocked = await db.select({ id: assets.id, type: assets.type, content: assets.content }).from(assets).where(eq(assets.status, 'BLOCKED'));
  const approved = await db
    .selectDistinctOn([proposals.assetId], { assetId: proposals.assetId, label: reviews.label, brand: brands.name })
    .from(reviews)
    .innerJoin(proposals, eq(reviews.proposalId, proposals.id))
    .innerJoin(assets, and(eq(assets.id, proposals.assetId), eq(assets.status, 'BLOCKED')))
    .leftJoin(brands, eq(brands.id, reviews.brandId))
    .where(eq(reviews.decision, 'APPROVE'))
    .orderBy(proposals.assetId, desc(reviews.createdAt), desc(reviews.id));
  const threatOf = new Map(approved.map((r) => [r.assetId, { label: r.label, brand: r.brand }]));
  return blocked.map(({ id, type, content }) => ({ type, content, ...(threatOf.get(id) ?? { label: null, brand: null }) }));
}
