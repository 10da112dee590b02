// Organization assets and asset groups: the organization's own allowlist. Adding an asset approves it
// as ALLOWED; removing detaches it (the global record stays). Path ids are repeated in the body and
// must match (the server answers 400 "Path parameter assetId does not match body" otherwise).
import { z } from 'zod';
import { AssetStatus, AssetType, OrganizationAssetType } from './enums';
import { OptionalSlug, PositiveId, PositiveIdParam, StringCursor, Timestamp, atLeastOne } from './common';
import { defineOperation, withErrors } from './operation';

export const MAX_ORGANIZATION_ASSETS_PER_ADD = 1000;

export const OrganizationAsset = z
  .object({
    id: PositiveId,
    content: z.string(),
    type: AssetType,
    status: AssetStatus,
    name: z.string().nullable(),
    description: z.string().nullable(),
    group: z.object({ id: PositiveId, name: z.string() }).nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'OrganizationAsset' });
export type OrganizationAsset = z.infer<typeof OrganizationAsset>;

export const OrganizationAssetsQuery = z.object({
  slug: OptionalSlug,
  type: OrganizationAssetType.optional(),
  groupId: z.coerce.number().int().min(-1).refine((n) => n !== 0, 'groupId is -1 (ungrouped) or a group id').optional()
    .meta({ description: '-1 = only ungrouped assets; omitted = all' }),
  query: z.string().optional().meta({ description: 'Case-insensitive match over content, name and description' }),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
  next_page: StringCursor.optional(),
});
export type OrganizationAssetsQuery = z.infer<typeof OrganizationAssetsQuery>;

export const OrganizationAssetsResponse = z
  .object({ assets: z.array(OrganizationAsset), next_page: z.string().nullable() })
  .meta({ id: 'OrganizationAssetsResponse' });
export type OrganizationAssetsResponse = z.infer<typeof OrganizationAssetsResponse>;

export const OrganizationSlugQuery = z.object({ slug: OptionalSlug });
export type OrganizationSlugQuery = z.infer<typeof OrganizationSlugQuery>;

export const OrganizationAssetsAddBody = z
  .object({
    assets: z
      .array(z.object({
        content: z.string().min(1),
        name: z.string().max(255).optional(),
        description: z.string().optional(),
        groupId: PositiveId.optional(),
      }))
      .min(1)
      .max(MAX_ORGANIZATION_ASSETS_PER_ADD, `Maximum ${MAX_ORGANIZATION_ASSETS_PER_ADD} assets allowed per request`),
  })
  .meta({ id: 'OrganizationAssetsAddBody' });
export type OrganizationAssetsAddBody = z.infer<typeof OrganizationAssetsAddBody>;

export const OrganizationAssetAddResult = z
  .discriminatedUnion('success', [
    z.object({ content: z.string(), success: z.literal(true), id: PositiveId }),
    z.object({ content: z.string(), success: z.literal(false), error: z.string().meta({ example: 'Asset already exists in organization' }) }),
  ])
  .meta({ id: 'OrganizationAssetAddResult' });

export const OrganizationAssetsAddResponse = z
  .object({
    results: z.array(OrganizationAssetAddResult).meta({ description: 'One per submitted asset, in order' }),
    successCount: z.int().nonnegative(),
    errorCount: z.int().nonnegative(),
  })
  .meta({ id: 'OrganizationAssetsAddResponse' });
export type OrganizationAssetsAddResponse = z.infer<typeof OrganizationAssetsAddResponse>;

export const OrganizationAssetParams = z.object({ assetId: PositiveIdParam });
export type OrganizationAssetParams = z.infer<typeof OrganizationAssetParams>;

export const OrganizationAssetUpdateBody = z
  .object({
    assetId: PositiveId,
    name: z.string().min(1).max(255).optional(),
    description: z.string().nullable().optional().meta({ description: 'null clears' }),
    groupId: PositiveId.nullable().optional().meta({ description: 'null ungroups' }),
  })
  .superRefine(atLeastOne(['name', 'description', 'groupId']))
  .meta({ id: 'OrganizationAssetUpdateBody' });
export type OrganizationAssetUpdateBody = z.infer<typeof OrganizationAssetUpdateBody>;

export const OrganizationAssetUpdateResponse = z
  .object({
    id: PositiveId,
    content: z.string(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    groupId: PositiveId.nullable(),
  })
  .meta({ id: 'OrganizationAssetUpdateResponse' });
export type OrganizationAssetUpdateResponse = z.infer<typeof OrganizationAssetUpdateResponse>;

export const OrganizationAssetRemoveBody = z.object({ assetId: PositiveId }).meta({ id: 'OrganizationAssetRemoveBody' });
export type OrganizationAssetRemoveBody = z.infer<typeof OrganizationAssetRemoveBody>;
export const OrganizationAssetRemoveResponse = z
  .object({ success: z.literal(true), id: PositiveId })
  .meta({ id: 'OrganizationAssetRemoveResponse' });
export type OrganizationAssetRemoveResponse = z.infer<typeof OrganizationAssetRemoveResponse>;

const op = { group: 'Organization assets and asset groups', auth: 'apiKey' } as const;
export const organizationAssetOperations = [
  defineOperation({ ...op, id: 'organizationAssetsList', method: 'get', path: '/organization/assets',
    summary: "List the organization's assets",
    request: { query: OrganizationAssetsQuery }, responses: { 200: OrganizationAssetsResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'organizationAssetsAdd', method: 'post', path: '/organization/assets',
    summary: 'Add assets to the organization (approved as ALLOWED)',
    description: 'Per-item failures are reported in results[] with success false; an unknown groupId is a 404.',
    request: { query: OrganizationSlugQuery, body: OrganizationAssetsAddBody },
    responses: { 200: OrganizationAssetsAddResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'organizationAssetsUpdate', method: 'patch', path: '/organization/assets/{assetId}',
    summary: "Update an organization asset's name, description or group",
    request: { params: OrganizationAssetParams, query: OrganizationSlugQuery, body: OrganizationAssetUpdateBody },
    responses: { 200: OrganizationAssetUpdateResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'organizationAssetsRemove', method: 'delete', path: '/organization/assets/{assetId}',
    summary: 'Remove an asset from the organization',
    request: { params: OrganizationAssetParams, query: OrganizationSlugQuery, body: OrganizationAssetRemoveBody },
    responses: { 200: OrganizationAssetRemoveResponse, ...withErrors(404) } }),
] as const;
