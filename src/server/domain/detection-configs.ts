// Detection configs: the rows that make a source run for an organization. The rules of the spec:
// - a brand link is valid only on an organization-scoped config, and only to a brand of that
//   organization; `brandId: null` clears it;
// - DISABLED is durable, while deleting is not: sources enabled by default get their default config
//   back from the automation (`syncDefaultConfigs`, run before every list and run) whenever the
//   organization has no live config of that source. A DISABLED row is live, so it stays disabled.
// - `mergeConfig` (default true) merges the given keys into the stored config; false replaces it.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DetectionConfig, DetectionConfigCreateBody, DetectionConfigUpdateBody, DetectionSource } from '../../contract';
import { brands, detectionConfigs, organizations } from '../db/schema';
import type { Executor, Tx } from '../db/types';
import type { OrganizationAccess } from '../http/access';
import { badField, forbidden, notFound } from '../http/api-error';
import { configProblem, SOURCES, sourceInfo, type SourceInfo } from './detection-sources';

export type ConfigRow = typeof detectionConfigs.$inferSelect;

export function toConfig(row: ConfigRow): DetectionConfig {
  return {
    id: row.id,
    source: row.source as DetectionSource,
    title: row.title,
    description: row.description,
    cron: sourceInfo(row.source)?.mode === 'PUSH' ? null : row.cron,
    config: row.config,
    updatedAt: row.updatedAt.toISOString(),
    brandId: row.brandId,
    status: row.status as DetectionConfig['status'],
    organizationScoped: row.organizationId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The automation: re-creates the default config of every default-enabled source the organization has
 * no live config for. The organization row is locked so concurrent calls create one default, not two.
 */
export async function syncDefaultConfigs(tx: Tx, organizationId: number, now: Date): Promise<number> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  const live = await tx
    .select({ source: detectionConfigs.source })
    .from(detectionConfigs)
    .where(and(eq(detectionConfigs.organizationId, organizationId), isNull(detectionConfigs.deletedAt)));
  const have = new Set(live.map((r) => r.source));
  const missing = SOURCES.filter((s) => s.enabledByDefault && s.scopes.includes('ORGANIZATION') && !have.has(s.source));
  if (missing.length === 0) return 0;
  await tx.insert(detectionConfigs).values(
    missing.map((s) => ({
      organizationId,
      source: s.source,
      title: `${s.title} (default)`,
      description: 'Created automatically: this source is enabled by default. Set status DISABLED to turn it off.',
      cron: s.defaultCron ?? '0 * * * *',
      config: {},
      status: 'ENABLED',
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return missing.length;
}

/** Organization configs plus the global ones, optionally of one source. */
export async function listConfigs(db: Executor, organizationId: number, options: { source?: string; includeDeleted?: boolean }) {
  const where = [or(eq(detectionConfigs.organizationId, organizationId), isNull(detectionConfigs.organizationId))];
  if (options.source) where.push(eq(detectionConfigs.source, options.source));
  if (!options.includeDeleted) where.push(isNull(detectionConfigs.deletedAt));
  return db.select().from(detectionConfigs).where(and(...where)).orderBy(asc(detectionConfigs.source), asc(detectionConfigs.id));
}

/** A live config the caller may act on: its organization's, or a global one (writes to those: staff only). */
export async function configForWrite(db: Executor, access: OrganizationAccess, configId: number): Promise<ConfigRow> {
  const [row] = await db.select().from(detectionConfigs).where(and(eq(detectionConfigs.id, configId), isNull(detectionConfigs.deletedAt)));
  if (!row || (row.organizationId !== null && row.organizationId !== access.organization.id)) throw notFound('Detection config not found');
  if (row.organizationId === null && !access.staff) throw forbidden('Global detection configs can be changed by operator staff only');
  return row;
}

async function checkBrand(db: Executor, organizationId: number, brandId: number): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(and(eq(brands.id, brandId), eq(brands.organizationId, organizationId)));
  if (!brand) throw badField(['brandId'], 'Not a brand of this organization');
}

function checkCron(info: SourceInfo, cron: string | undefined): void {
  if (cron !== undefined && info.mode === 'PUSH') throw badField(['cron'], `${info.source} is push-based and has no schedule`);
}

function checkConfig(info: SourceInfo, config: Record<string, unknown>): void {
  const problem = configProblem(info, config);
  if (problem) throw badField(['config', problem[0]], problem[1]);
}

export async function createConfig(db: Executor, access: OrganizationAccess, body: DetectionConfigCreateBody, now: Date): Promise<ConfigRow> {
  const info = sourceInfo(body.source);
  if (!info || !info.scopes.includes('ORGANIZATION')) throw badField(['source'], `${body.source} runs globally only; it cannot get an organization config`);
  checkCron(info, body.cron);
  checkConfig(info, body.config);
  if (body.brandId !== undefined) {
    if (!info.brandScoped) throw badField(['brandId'], `${info.source} configs cannot target a brand`);
    await checkBrand(db, access.organization.id, body.brandId);
  }
  const [row] = await db
    .insert(detectionConfigs)
    .values({
      organizationId: access.organization.id,
      source: body.source,
      title: body.title ?? info.title,
      description: body.description ?? '',
      cron: body.cron ?? info.defaultCron ?? '0 * * * *',
      config: body.config,
      status: body.status,
      brandId: body.brandId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function updateConfig(db: Executor, access: OrganizationAccess, body: DetectionConfigUpdateBody, now: Date): Promise<ConfigRow> {
  const row = await configForWrite(db, access, body.configId);
  const info = sourceInfo(row.source);
  if (info) checkCron(info, body.cron);
  const set: Partial<typeof detectionConfigs.$inferInsert> = { updatedAt: now };
  if (body.status !== undefined) set.status = body.status;
  if (body.title !== undefined) set.title = body.title;
  if (body.description !== undefined) set.description = body.description;
  if (body.cron !== undefined) set.cron = body.cron;
  if (body.config !== undefined) {
    const next = body.mergeConfig ? { ...row.config, ...body.config } : body.config;
    if (info) checkConfig(info, next);
    set.config = next;
  }
  if (body.brandId !== undefined) {
    if (body.brandId !== null) {
      if (row.organizationId === null) throw badField(['brandId'], 'A brand link is valid only on an organization-scoped config');
      await checkBrand(db, row.organizationId, body.brandId);
    }
    set.brandId = body.brandId;
  }
  const [updated] = await db.update(detectionConfigs).set(set).where(eq(detectionConfigs.id, row.id)).returning();
  return updated!;
}

/** Soft delete; the status is left as it was (so a deleted default source comes back ENABLED). */
export async function deleteConfig(db: Executor, access: OrganizationAccess, configId: number, now: Date): Promise<ConfigRow> {
  const row = await configForWrite(db, access, configId);
  const [deleted] = await db.update(detectionConfigs).set({ deletedAt: now, updatedAt: now }).where(eq(detectionConfigs.id, row.id)).returning();
  return deleted!;
}
