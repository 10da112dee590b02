// Detections group, configuration: the sources an organization can run, the configs that run them,
// on-demand runs, health validation and drift signals. A config is organization-scoped or global; a
// brand link is valid only on an organization-scoped config. DISABLED is the durable way to turn off
// a default-enabled source (a deleted default config may be re-created by automation).
import { z } from 'zod';
import { AssetType, DetectionConfigStatus, DetectionSource, DetectionSourceMode, DetectionSourceScope } from './enums';
import { OpenObject, OptionalSlug, PositiveId, Slug, Timestamp } from './common';
import { defineOperation, withErrors } from './operation';

/** Five-field cron (minute hour day-of-month month day-of-week), the usual operator syntax. */
export const Cron = z
  .string()
  .trim()
  .regex(/^(\S+\s+){4}\S+$/, 'Expected a five-field cron expression')
  .regex(/^[\d*/,\-A-Za-z?\s]+$/, 'Unexpected character in cron expression')
  .meta({ example: '0 */6 * * *' });

export const DetectionConfig = z
  .object({
    id: PositiveId,
    source: DetectionSource,
    title: z.string(),
    description: z.string(),
    cron: z.string().nullable().meta({ description: 'null for push-based sources' }),
    config: OpenObject,
    updatedAt: Timestamp,
    brandId: PositiveId.nullable(),
    status: DetectionConfigStatus,
    organizationScoped: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'DetectionConfig' });
export type DetectionConfig = z.infer<typeof DetectionConfig>;

export const DetectionSourceInfo = z
  .object({
    source: DetectionSource,
    title: z.string(),
    description: z.string(),
    scopes: z.array(DetectionSourceScope),
    mode: DetectionSourceMode,
    brandScoped: z.boolean(),
    assetTypes: z.array(AssetType),
    enabledByDefault: z.boolean(),
    defaultCron: z.string().nullable(),
    configSchema: OpenObject.meta({ description: 'JSON Schema that `config` must satisfy' }),
  })
  .meta({ id: 'DetectionSourceInfo' });

export const DetectionSourcesQuery = z.object({ slug: OptionalSlug });
export type DetectionSourcesQuery = z.infer<typeof DetectionSourcesQuery>;
export const DetectionSourcesResponse = z.object({ sources: z.array(DetectionSourceInfo) }).meta({ id: 'DetectionSourcesResponse' });
export type DetectionSourcesResponse = z.infer<typeof DetectionSourcesResponse>;

export const DetectionConfigsListBody = z
  .object({ slug: Slug, source: DetectionSource.optional(), includeDeleted: z.boolean().default(false) })
  .meta({ id: 'DetectionConfigsListBody' });
export type DetectionConfigsListBody = z.infer<typeof DetectionConfigsListBody>;
export const DetectionConfigsListResponse = z
  .object({ sources: z.array(z.object({ source: DetectionSource, configs: z.array(DetectionConfig) })) })
  .meta({ id: 'DetectionConfigsListResponse' });
export type DetectionConfigsListResponse = z.infer<typeof DetectionConfigsListResponse>;

export const DetectionConfigCreateBody = z
  .object({
    slug: Slug,
    source: DetectionSource,
    status: DetectionConfigStatus.default('ENABLED'),
    title: z.string().max(255).optional(),
    description: z.string().max(5000).optional(),
    cron: Cron.optional().meta({ description: 'Scheduled (pull-based) sources only; omit for the source default' }),
    config: OpenObject.default({}),
    brandId: PositiveId.optional().meta({ description: 'A brand of the organization; omit for an organization-wide config' }),
  })
  .meta({ id: 'DetectionConfigCreateBody' });
export type DetectionConfigCreateBody = z.infer<typeof DetectionConfigCreateBody>;

export const DetectionConfigUpdateBody = z
  .object({
    slug: Slug,
    configId: PositiveId,
    status: DetectionConfigStatus.optional(),
    title: z.string().max(255).optional(),
    description: z.string().max(5000).optional(),
    cron: Cron.optional(),
    config: OpenObject.optional(),
    mergeConfig: z.boolean().default(true).meta({
      description: 'true: the keys of `config` are merged into the stored config (top level); false: `config` replaces it',
    }),
    brandId: PositiveId.nullable().optional().meta({ description: 'null clears the link; organization-scoped configs only' }),
  })
  .meta({ id: 'DetectionConfigUpdateBody' });
export type DetectionConfigUpdateBody = z.infer<typeof DetectionConfigUpdateBody>;

export const DetectionConfigResponse = z.object({ config: DetectionConfig }).meta({ id: 'DetectionConfigResponse' });
export type DetectionConfigResponse = z.infer<typeof DetectionConfigResponse>;

export const DetectionConfigDeleteBody = z.object({ slug: Slug, configId: PositiveId }).meta({ id: 'DetectionConfigDeleteBody' });
export type DetectionConfigDeleteBody = z.infer<typeof DetectionConfigDeleteBody>;
export const DetectionConfigDeleteResponse = z
  .object({ success: z.literal(true), id: PositiveId, deletedAt: Timestamp })
  .meta({ id: 'DetectionConfigDeleteResponse' });
export type DetectionConfigDeleteResponse = z.infer<typeof DetectionConfigDeleteResponse>;

const Selection = {
  slug: Slug,
  configIds: z.array(PositiveId).optional(),
  source: DetectionSource.optional(),
  includeDisabled: z.boolean().default(false),
};

export const DetectionConfigsRunBody = z.object(Selection).meta({ id: 'DetectionConfigsRunBody' });
export type DetectionConfigsRunBody = z.infer<typeof DetectionConfigsRunBody>;
/** COMPLETED: ran within the request; QUEUED: will run shortly; SKIPPED: disabled and not included; FAILED: see message. */
export const DetectionRunStatus = z.enum(['COMPLETED', 'QUEUED', 'SKIPPED', 'FAILED']).meta({ id: 'DetectionRunStatus' });
export const DetectionConfigsRunResponse = z
  .object({
    runs: z.array(z.object({
      configId: PositiveId,
      source: DetectionSource,
      status: DetectionRunStatus,
      message: z.string().nullable(),
    })),
  })
  .meta({ id: 'DetectionConfigsRunResponse' });
export type DetectionConfigsRunResponse = z.infer<typeof DetectionConfigsRunResponse>;

const LookbackHours = z.int().min(1).max(24 * 90);

export const DetectionConfigsValidateBody = z
  .object({ ...Selection, minResults: z.int().min(0).default(1), lookbackHours: LookbackHours.default(24), runFirst: z.boolean().default(false) })
  .meta({ id: 'DetectionConfigsValidateBody' });
export type DetectionConfigsValidateBody = z.infer<typeof DetectionConfigsValidateBody>;
export const DetectionConfigsValidateResponse = z
  .object({
    healthy: z.boolean(),
    lookbackHours: z.int(),
    results: z.array(z.object({
      configId: PositiveId,
      source: DetectionSource,
      status: DetectionConfigStatus,
      resultCount: z.int().nonnegative(),
      minResults: z.int().nonnegative(),
      healthy: z.boolean(),
      ran: z.boolean(),
    })),
  })
  .meta({ id: 'DetectionConfigsValidateResponse' });
export type DetectionConfigsValidateResponse = z.infer<typeof DetectionConfigsValidateResponse>;

export const DriftKind = z.enum(['ZERO_RESULTS', 'NOISY_SOURCE', 'STALE_QUERY']).meta({ id: 'DriftKind' });
export const DetectionDriftBody = z
  .object({ ...Selection, lookbackHours: LookbackHours.default(168), explain: z.boolean().default(false) })
  .meta({ id: 'DetectionDriftBody' });
export type DetectionDriftBody = z.infer<typeof DetectionDriftBody>;
export const DetectionDriftResponse = z
  .object({
    lookbackHours: z.int(),
    signals: z.array(z.object({
      configId: PositiveId,
      source: DetectionSource,
      kind: DriftKind,
      observed: z.number(),
      baseline: z.number().nullable(),
      message: z.string(),
      recommendation: z.string().nullable().meta({ description: 'Filled when explain is true' }),
    })),
  })
  .meta({ id: 'DetectionDriftResponse' });
export type DetectionDriftResponse = z.infer<typeof DetectionDriftResponse>;

const op = { group: 'Detections', auth: 'apiKey' } as const;
export const detectionConfigOperations = [
  defineOperation({ ...op, id: 'detectionSources', method: 'get', path: '/detection/sources', summary: 'Detection sources the organization can run',
    request: { query: DetectionSourcesQuery }, responses: { 200: DetectionSourcesResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'detectionConfigsList', method: 'post', path: '/detection/configs/list', summary: "The organization's detection configs by source",
    request: { body: DetectionConfigsListBody }, responses: { 200: DetectionConfigsListResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionConfigsCreate', method: 'post', path: '/detection/configs/create', summary: 'Create a detection config',
    request: { body: DetectionConfigCreateBody }, responses: { 200: DetectionConfigResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionConfigsUpdate', method: 'post', path: '/detection/configs/update', summary: "Update a detection config's status, schedule or fields",
    request: { body: DetectionConfigUpdateBody }, responses: { 200: DetectionConfigResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionConfigsDelete', method: 'post', path: '/detection/configs/delete', summary: 'Soft-delete an organization detection config',
    request: { body: DetectionConfigDeleteBody }, responses: { 200: DetectionConfigDeleteResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionConfigsRun', method: 'post', path: '/detection/configs/run', summary: 'Run detection configs now',
    request: { body: DetectionConfigsRunBody }, responses: { 200: DetectionConfigsRunResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionConfigsValidate', method: 'post', path: '/detection/configs/validate', summary: 'Check configs against their recent results',
    request: { body: DetectionConfigsValidateBody }, responses: { 200: DetectionConfigsValidateResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'detectionDrift', method: 'post', path: '/detection/drift', summary: 'Drift signals over the organization\'s configs',
    request: { body: DetectionDriftBody }, responses: { 200: DetectionDriftResponse, ...withErrors(404) } }),
] as const;
