// Organization assets and asset groups: the allowlist of the key's organization. Reads need any access
// to the organization (staff included); writes need the owner or admin role (organization keys carry
// their machine user's role), as only they manage allowlists.
import { getOperation } from '../../contract/registry';
import { inTransaction } from '../db/unit-of-work';
import type { AppDeps } from '../deps';
import { createGroup, deleteGroup, listGroups, renameGroup } from '../domain/organization-asset-groups';
import { addOrganizationAssets, listOrganizationAssets, removeOrganizationAsset, updateOrganizationAsset } from '../domain/organization-assets';
import { requireRole, resolveOrganization } from '../http/access';
import type { Principal } from '../http/principal';
import { route, type Route } from './define';

const reader = async (deps: AppDeps, principal: Principal, slug: string | undefined) =>
  (await resolveOrganization(deps.db, principal, slug, { allowStaff: true })).organization.id;

async function writer(deps: AppDeps, principal: Principal, slug: string | undefined): Promise<number> {
  const access = await resolveOrganization(deps.db, principal, slug);
  requireRole(access, ['OWNER', 'ADMIN']);
  return access.organization.id;
}

export const organizationAssetRoutes: Route[] = [
  route(getOperation('organizationAssetsList'), async ({ query, principal, deps }) =>
    listOrganizationAssets(deps.db, await reader(deps, principal, query.slug), query)),
  route(getOperation('organizationAssetsAdd'), async ({ query, body, principal, deps }) => {
    const organizationId = await writer(deps, principal, query.slug);
    return inTransaction(deps, (work) => addOrganizationAssets(work, organizationId, body));
  }),
  route(getOperation('organizationAssetsUpdate'), async ({ params, query, body, principal, deps }) =>
    updateOrganizationAsset(deps.db, deps.clock.now(), await writer(deps, principal, query.slug), params.assetId, body)),
  route(getOperation('organizationAssetsRemove'), async ({ params, query, body, principal, deps }) =>
    removeOrganizationAsset(deps.db, await writer(deps, principal, query.slug), params.assetId, body.assetId)),

  route(getOperation('organizationAssetGroupsList'), async ({ query, principal, deps }) => listGroups(deps.db, await reader(deps, principal, query.slug))),
  route(getOperation('organizationAssetGroupsCreate'), async ({ query, body, principal, deps }) =>
    createGroup(deps.db, deps.clock.now(), await writer(deps, principal, query.slug), body.name)),
  route(getOperation('organizationAssetGroupsUpdate'), async ({ params, query, body, principal, deps }) =>
    renameGroup(deps.db, deps.clock.now(), await writer(deps, principal, query.slug), params.groupId, body)),
  route(getOperation('organizationAssetGroupsDelete'), async ({ params, query, body, principal, deps }) =>
    deleteGroup(deps.db, await writer(deps, principal, query.slug), params.groupId, body.groupId)),
];
