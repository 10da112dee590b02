// Detections group, configuration: list, create, update, delete, run, validate, drift. Every operation
// needs access to the organization; staff may also act on global configs.
import { getOperation } from '../../contract/registry';
import type { DetectionSource } from '../../contract';
import {
  createConfig, deleteConfig, listConfigs, syncDefaultConfigs, toConfig, updateConfig,
} from '../domain/detection-configs';
import { detectionDrift, runConfigs, validateConfigs } from '../domain/detection-runs';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

const STAFF = { allowStaff: true };

export const configRoutes: Route[] = [
  route(getOperation('detectionConfigsList'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug, STAFF);
    // The automation runs here too, so a deleted default config is back the next time anyone looks.
    await deps.db.transaction((tx) => syncDefaultConfigs(tx, organization.id, deps.clock.now()));
    const rows = await listConfigs(deps.db, organization.id, { source: body.source, includeDeleted: body.includeDeleted });
    const sources = new Map<string, ReturnType<typeof toConfig>[]>();
    for (const row of rows) sources.set(row.source, [...(sources.get(row.source) ?? []), toConfig(row)]);
    return { sources: [...sources].map(([source, configs]) => ({ source: source as DetectionSource, configs })) };
  }),

  route(getOperation('detectionConfigsCreate'), async ({ body, principal, deps }) => {
    const access = await resolveOrganization(deps.db, principal, body.slug, STAFF);
    return { config: toConfig(await createConfig(deps.db, access, body, deps.clock.now())) };
  }),

  route(getOperation('detectionConfigsUpdate'), async ({ body, principal, deps }) => {
    const access = await resolveOrganization(deps.db, principal, body.slug, STAFF);
    return { config: toConfig(await updateConfig(deps.db, access, body, deps.clock.now())) };
  }),

  route(getOperation('detectionConfigsDelete'), async ({ body, principal, deps }) => {
    const access = await resolveOrganization(deps.db, principal, body.slug, STAFF);
    const row = await deleteConfig(deps.db, access, body.configId, deps.clock.now());
    return { success: true as const, id: row.id, deletedAt: row.deletedAt!.toISOString() };
  }),

  route(getOperation('detectionConfigsRun'), async ({ body, principal, deps }) =>
    runConfigs(deps, await resolveOrganization(deps.db, principal, body.slug, STAFF), body)),

  route(getOperation('detectionConfigsValidate'), async ({ body, principal, deps }) =>
    validateConfigs(deps, await resolveOrganization(deps.db, principal, body.slug, STAFF), body)),

  route(getOperation('detectionDrift'), async ({ body, principal, deps }) =>
    detectionDrift(deps, await resolveOrganization(deps.db, principal, body.slug, STAFF), body)),
];
