// Loads a seed file in one transaction: validated first (zod), cross-references checked while
// inserting; any failure rolls everything back, so a bad file writes nothing. Explicit ids (brands,
// proposals, detection configs) are kept, and the identity sequences are moved past them afterwards.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import {
  assetChangelog, assets, brands, credentialTargets, credentials, detectionConfigs, detections, legitimacyRules,
  organizations, proposals, reportAssets, reports, takedowns,
} from '../db/schema';
import { countAll } from '../db/sql';
import type { Db, Tx } from '../db/types';
import { addMembership, createApiKey, createOrganization, createUser } from '../domain/admin';
import { describeSeedError, SeedFile } from './schema';

export class SeedError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'SeedError';
  }
}

export interface SeedOutcome {
  loaded: boolean;
  counts: Record<string, number>;
}

export async function loadSeedFile(db: Db, now: Date, file: string, options: { onlyIfEmpty: boolean }): Promise<SeedOutcome> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedError(file, `not a readable JSON file (${(error as Error).message})`);
  }
  return loadSeed(db, now, raw, options);
}

export async function loadSeed(db: Db, now: Date, raw: unknown, options: { onlyIfEmpty: boolean }): Promise<SeedOutcome> {
  const parsed = SeedFile.safeParse(raw);
  if (!parsed.success) throw new SeedError('seed', describeSeedError(parsed.error));
  const seed = parsed.data;
  if (options.onlyIfEmpty) {
    const [row] = await db.select({ n: countAll() }).from(organizations);
    if ((row?.n ?? 0) > 0) return { loaded: false, counts: {} };
  }
  await db.transaction((tx) => write(tx, now, seed));
  return {
    loaded: true,
    counts: Object.fromEntries(Object.entries(seed).map(([k, v]) => [k, Array.isArray(v) ? v.length : 0])),
  };
}

async function write(tx: Tx, now: Date, seed: SeedFile): Promise<void> {
  const orgIds = new Map<string, number>();
  const brandOrg = new Map<number, number>();
  const orgId = (slug: string, path: string) => {
    const id = orgIds.get(slug);
    if (id === undefined) throw new SeedError(path, `unknown organization "${slug}" (not in organizations)`);
    return id;
  };
  const assetId = async (key: { type: string; content: string }) => {
    const [row] = await tx
      .insert(assets)
      .values({ type: key.type, content: key.content, status: 'UNKNOWN', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [assets.type, assets.content], set: { type: sql`excluded.type` } })
      .returning({ id: assets.id });
    return row!.id;
  };

  for (const [i, o] of seed.organizations.entries()) {
    if (orgIds.has(o.slug)) throw new SeedError(`organizations[${i}].slug`, `duplicate slug "${o.slug}"`);
    const org = await createOrganization(tx, now, o);
    orgIds.set(o.slug, org.id);
    for (const [j, b] of o.brands.entries()) {
      if (brandOrg.has(b.id)) throw new SeedError(`organizations[${i}].brands[${j}].id`, `duplicate brand id ${b.id}`);
      await tx.insert(brands).values({ id: b.id, organizationId: org.id, name: b.name, type: b.type, description: b.description ?? null, createdAt: now });
      brandOrg.set(b.id, org.id);
      for (const t of b.credentialTargets) {
        await tx.insert(credentialTargets).values({ brandId: b.id, kind: t.kind, target: t.kind === 'email' ? t.target.toLowerCase() : t.target });
      }
    }
    for (const r of o.legitimacyRules) await tx.insert(legitimacyRules).values({ organizationId: org.id, ...r, createdAt: now });
  }
  for (const [i, u] of seed.users.entries()) {
    await createUser(tx, now, u);
    for (const [j, m] of u.memberships.entries()) {
      orgId(m.org, `users[${i}].memberships[${j}].org`);
      await addMembership(tx, now, { userEmail: u.email, orgSlug: m.org, role: m.role });
    }
    for (const key of u.apiKeys) await createApiKey(tx, now, { userEmail: u.email }, { key });
  }
  for (const [i, k] of seed.orgKeys.entries()) {
    orgId(k.org, `orgKeys[${i}].org`);
    await createApiKey(tx, now, { orgSlug: k.org, role: k.role }, { key: k.key, label: k.label ?? null });
  }
  for (const a of seed.assets) {
    const id = await assetId(a);
    if (a.status !== 'UNKNOWN') {
      await tx.update(assets).set({ status: a.status, updatedAt: now }).where(eq(assets.id, id));
      await tx.insert(assetChangelog).values({ assetId: id, fromStatus: 'UNKNOWN', toStatus: a.status, reason: 'seed', updatedAt: now });
    }
  }
  for (const [i, p] of seed.proposals.entries()) {
    const organizationId = orgId(p.org, `proposals[${i}].org`);
    const createdAt = p.createdAt ? new Date(p.createdAt) : now;
    const asset = await assetId(p.asset);
    // Each seeded proposal sits in a report of its own, so GET /organization/reports lists it for review.
    const [report] = await tx
      .insert(reports)
      .values({ organizationId, title: `Seeded report: ${p.asset.content}`, customerSubmitted: p.sourcedByOrg, createdAt })
      .returning({ id: reports.id });
    await tx.insert(reportAssets).values({ reportId: report!.id, assetId: asset, requestedStatus: 'BLOCKED' });
    await tx.insert(proposals).values({
      ...(p.id ? { id: p.id } : {}),
      assetId: asset,
      organizationId,
      reportId: report!.id,
      sourcedByOrg: p.sourcedByOrg,
      createdAt,
    });
  }
  const brandIn = (brandId: number, organizationId: number | null, path: string) => {
    if (brandOrg.get(brandId) === undefined || (organizationId !== null && brandOrg.get(brandId) !== organizationId)) {
      throw new SeedError(path, `brand ${brandId} is not a brand of this organization`);
    }
  };
  for (const [i, c] of seed.detectionConfigs.entries()) {
    const organizationId = c.org === null ? null : orgId(c.org, `detectionConfigs[${i}].org`);
    if (c.brandId !== null) {
      if (organizationId === null) throw new SeedError(`detectionConfigs[${i}].brandId`, 'a brand link needs an organization-scoped config');
      brandIn(c.brandId, organizationId, `detectionConfigs[${i}].brandId`);
    }
    const { org: _org, id, ...rest } = c;
    await tx.insert(detectionConfigs).values({ ...(id ? { id } : {}), ...rest, organizationId, createdAt: now, updatedAt: now });
  }
  for (const [i, d] of seed.detections.entries()) {
    await tx.insert(detections).values({
      organizationId: orgId(d.org, `detections[${i}].org`),
      assetId: await assetId(d.asset),
      source: d.source,
      threatContent: d.threatContent ?? d.asset.content,
      confidence: d.confidence,
      reportStatus: d.reportStatus,
      createdAt: d.createdAt ? new Date(d.createdAt) : now,
    });
  }
  for (const [i, c] of seed.credentials.entries()) {
    const organizationId = orgId(c.org, `credentials[${i}].org`);
    brandIn(c.brandId, organizationId, `credentials[${i}].brandId`);
    const { org: _org, ...rest } = c;
    await tx.insert(credentials).values({ ...rest, organizationId, target: c.kind === 'email' ? c.target.toLowerCase() : c.target });
  }
  for (const [i, t] of seed.takedowns.entries()) {
    await tx.insert(takedowns).values({
      organizationId: orgId(t.org, `takedowns[${i}].org`),
      assetId: await assetId(t.asset),
      status: t.status,
      livenessStatus: t.livenessStatus,
      createdAt: now,
      updatedAt: now,
    });
  }
  // Explicit ids were inserted past the identity sequences; move each sequence to the table's max id.
  for (const table of ['brands', 'proposals', 'detection_configs']) {
    await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`));
  }
}
