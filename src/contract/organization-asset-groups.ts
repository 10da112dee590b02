// Organization asset groups: named folders for the organization's assets. Names are 1-255 characters
// and unique within the organization (case-sensitive); deleting a group ungroups its assets.
import { z } from 'zod';
import { PositiveId, PositiveIdParam } from './common';
import { OrganizationSlugQuery } from './organization-assets';
import { defineOperation, withErrors } from './operation';

const GroupName = z
  .string({ error: 'Group name is required' })
  .min(1, 'Group name must be between 1 and 255 characters')
  .max(255, 'Group name must be between 1 and 255 characters');

export const AssetGroup = z.object({ id: PositiveId, name: z.string() }).meta({ id: 'AssetGroup' });
export type AssetGroup = z.infer<typeof AssetGroup>;

export const AssetGroupsListResponse = z
  .object({ groups: z.array(AssetGroup.extend({ assetCount: z.int().nonnegative() })) })
  .meta({ id: 'AssetGroupsListResponse' });
export type AssetGroupsListResponse = z.infer<typeof AssetGroupsListResponse>;

export const AssetGroupCreateBody = z.object({ name: GroupName }).meta({ id: 'AssetGroupCreateBody' });
export type AssetGroupCreateBody = z.infer<typeof AssetGroupCreateBody>;

export const AssetGroupParams = z.object({ groupId: PositiveIdParam });
export type AssetGroupParams = z.infer<typeof AssetGroupParams>;

export const AssetGroupUpdateBody = z.object({ groupId: PositiveId, name: GroupName }).meta({ id: 'AssetGroupUpdateBody' });
export type AssetGroupUpdateBody = z.infer<typeof AssetGroupUpdateBody>;

export const AssetGroupDeleteBody = z.object({ groupId: PositiveId }).meta({ id: 'AssetGroupDeleteBody' });
export type AssetGroupDeleteBody = z.infer<typeof AssetGroupDeleteBody>;

export const AssetGroupDeleteResponse = z
  .object({ success: z.literal(true), id: PositiveId, unassignedAssetCount: z.int().nonnegative() })
  .meta({ id: 'AssetGroupDeleteResponse' });
export type AssetGroupDeleteResponse = z.infer<typeof AssetGroupDeleteResponse>;

const op = { group: 'Organization assets and asset groups', auth: 'apiKey' } as const;
export const organizationAssetGroupOperations = [
  defineOperation({ ...op, id: 'organizationAssetGroupsList', method: 'get', path: '/organization/asset-groups',
    summary: "List the organization's asset groups with member counts",
    request: { query: OrganizationSlugQuery }, responses: { 200: AssetGroupsListResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'organizationAssetGroupsCreate', method: 'post', path: '/organization/asset-groups',
    summary: 'Create an asset group',
    request: { query: OrganizationSlugQuery, body: AssetGroupCreateBody }, responses: { 200: AssetGroup, ...withErrors(409) } }),
  defineOperation({ ...op, id: 'organizationAssetGroupsUpdate', method: 'patch', path: '/organization/asset-groups/{groupId}',
    summary: 'Rename an asset group',
    request: { params: AssetGroupParams, query: OrganizationSlugQuery, body: AssetGroupUpdateBody },
    responses: { 200: AssetGroup, ...withErrors(404, 409) } }),
  defineOperation({ ...op, id: 'organizationAssetGroupsDelete', method: 'delete', path: '/organization/asset-groups/{groupId}',
    summary: 'Delete an asset group (its assets become ungrouped)',
    request: { params: AssetGroupParams, query: OrganizationSlugQuery, body: AssetGroupDeleteBody },
    responses: { 200: AssetGroupDeleteResponse, ...withErrors(404) } }),
] as const;
