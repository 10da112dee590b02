// Organization assets and asset groups (create, update, delete, list), rule by rule on PGlite and
// PostgreSQL: adding approves the global asset as ALLOWED (changelog) but never lifts a block; per-item
// failures; path/body id agreement; 403 for another organization's rows, 404 for missing ones; group
// names unique per organization (case-sensitive) with 409; deleting a group ungroups its assets.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AssetGroupsListResponse, OrganizationAssetsAddResponse, OrganizationAssetsResponse } from '../../src/contract';
import { assetChangelog, assets, organizationAssets } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';
import { forEachDatabase } from './helpers/databases';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
  });

  const add = (items: Record<string, unknown>[], key = w.keys.acme, slug = '') =>
    w.call('post', `/organization/assets${slug}`, { key, body: { assets: items } });
  const group = async (name: string, key = w.keys.acme) => (await w.call('post', '/organization/asset-groups', { key, body: { name } })).json;
  const globalStatus = async (type: string, content: string) =>
    (await w.db.select().from(assets).where(eq(assets.content, content))).find((a) => a.type === type)?.status;

  describe('assets', () => {
    it('add parses and types each item, approves it ALLOWED with a changelog row, and reports per-item failures', async () => {
      const g = await group('Websites');
      const r = await add([
        { content: 'https://Acme-Corp.com/', name: 'Main site', groupId: g.id },
        { content: 'not a valid asset at all' },
        { content: 'twitter.com/acmecorp', description: 'Official' },
        { content: 'acme-corp.com' },
      ]);
      expect(r.status).toBe(200);
      expect(OrganizationAssetsAddResponse.parse(r.json)).toEqual(r.json);
      expect(r.json.results.map((x: { success: boolean; error?: string }) => x.error ?? 'ok')).toEqual(['ok', 'Invalid asset format', 'ok', 'Asset already exists in organization']);
      expect([r.json.successCount, r.json.errorCount]).toEqual([2, 2]);
      expect(await globalStatus('URL', 'acme-corp.com')).toBe('ALLOWED');
      const changes = await w.db.select().from(assetChangelog);
      expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([['UNKNOWN', 'ALLOWED'], ['UNKNOWN', 'ALLOWED']]);
      const list = await w.call('get', '/organization/assets');
      expect(OrganizationAssetsResponse.parse(list.json).assets.map((a) => [a.type, a.content, a.status, a.name, a.group?.name ?? null])).toEqual([
        ['URL', 'acme-corp.com', 'ALLOWED', 'Main site', 'Websites'],
        ['TWITTER', expect.stringContaining('acmecorp'), 'ALLOWED', null, null],
      ]);
    });

    it('adding a BLOCKED asset lists it but does not lift the block', async () => {
      await putAsset(w, 'URL', 'blocked-owned-test.com', 'BLOCKED');
      const r = await add([{ content: 'blocked-owned-test.com' }]);
      expect(r.json.successCount).toBe(1);
      expect(await globalStatus('URL', 'blocked-owned-test.com')).toBe('BLOCKED');
      expect((await w.call('get', '/organization/assets')).json.assets[0].status).toBe('BLOCKED');
    });

    it("an unknown or other organization's groupId is 404 and nothing is added; over 1000 items is 400", async () => {
      const theirs = await group('Theirs', w.keys.globex);
      for (const groupId of [theirs.id, 999_999]) {
        const r = await add([{ content: 'grouped-test.com', groupId }]);
        expect(r.status).toBe(404);
        expect(r.json).toEqual({ message: `Group with ID ${groupId} not found`, code: 'NOT_FOUND' });
      }
      expect(await w.db.select().from(organizationAssets)).toEqual([]);
      const many = await add(Array.from({ length: 1001 }, (_, i) => ({ content: `m${i}-test.com` })));
      expect(many.status).toBe(400);
      expect(many.json.issues[0]).toMatchObject({ path: ['assets'], message: 'Maximum 1000 assets allowed per request' });
      const empty = await add([{ content: '' }]);
      expect(empty.json.issues[0].path).toEqual(['assets', 0, 'content']);
    });

    it('list filters: type, groupId (-1 = ungrouped), query over content/name/description, cursor pages', async () => {
      const g = await group('Social');
      await add([
        { content: 'alpha-test.com', name: 'Alpha' },
        { content: 'twitter.com/acme_alpha', groupId: g.id },
        { content: 'beta-test.com', description: 'the ALPHA backup' },
        { content: 'gamma-test.com' },
      ]);
      const contents = async (q: string) => (await w.call('get', `/organization/assets${q}`)).json.assets.map((a: { content: string }) => a.content);
      expect(await contents('?type=TWITTER')).toHaveLength(1);
      expect(await contents(`?groupId=${g.id}`)).toHaveLength(1);
      expect(await contents('?groupId=-1')).toEqual(['alpha-test.com', 'beta-test.com', 'gamma-test.com']);
      expect((await contents('?query=alpha')).length).toBe(3);
      expect(await contents('?query=%25')).toEqual([]);
      const first = await w.call('get', '/organization/assets?per_page=3');
      expect(first.json.assets).toHaveLength(3);
      const second = await w.call('get', `/organization/assets?per_page=3&next_page=${first.json.next_page}`);
      expect(second.json).toMatchObject({ next_page: null });
      expect(second.json.assets.map((a: { content: string }) => a.content)).toEqual(['gamma-test.com']);
      for (const [q, field] of [['?per_page=0', 'per_page'], ['?type=FACEBOOK', 'type'], ['?groupId=0', 'groupId'], ['?next_page=zzz', 'next_page']]) {
        const r = await w.call('get', `/organization/assets${q}`);
        expect(r.status, q).toBe(400);
        expect(r.json.issues[0].path).toEqual([field]);
      }
    });

    it('update: path and body ids agree, at least one field, null clears, 403 for another organization, 404 when missing', async () => {
      const g = await group('G');
      const id = (await add([{ content: 'upd-test.com', name: 'Old', description: 'desc' }])).json.results[0].id;
      w.clock.advance(5000);
      const r = await w.call('patch', `/organization/assets/${id}`, { body: { assetId: id, name: 'New', description: null, groupId: g.id } });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ id, content: 'upd-test.com', name: 'New', description: null, groupId: g.id });
      const listed = (await w.call('get', '/organization/assets')).json.assets[0];
      expect(listed.updatedAt).toBe(w.clock.now().toISOString());
      expect((await w.call('patch', `/organization/assets/${id}`, { body: { assetId: id, groupId: null } })).json.groupId).toBeNull();
      const mismatch = await w.call('patch', `/organization/assets/${id}`, { body: { assetId: id + 1, name: 'x' } });
      expect(mismatch.status).toBe(400);
      expect(mismatch.json.issues[0]).toEqual({ path: ['assetId'], message: 'Path parameter assetId does not match body' });
      const none = await w.call('patch', `/organization/assets/${id}`, { body: { assetId: id } });
      expect(none.json.issues[0].message).toBe('At least one field (name, description, groupId) must be provided');
      const other = await w.call('patch', `/organization/assets/${id}`, { key: w.keys.globex, body: { assetId: id, name: 'Hijack' } });
      expect(other.status).toBe(403);
      expect(other.json.message).toBe('Asset does not belong to your organization');
      expect((await w.call('patch', '/organization/assets/999999', { body: { assetId: 999999, name: 'x' } })).status).toBe(404);
      expect((await w.call('patch', `/organization/assets/${id}`, { body: { assetId: id, groupId: 999999 } })).status).toBe(404);
    });

    it('remove detaches the entry only; the global asset keeps its status; a second remove is 404', async () => {
      const id = (await add([{ content: 'rm-test.com' }])).json.results[0].id;
      expect((await w.call('delete', `/organization/assets/${id}`, { key: w.keys.globex, body: { assetId: id } })).status).toBe(403);
      const r = await w.call('delete', `/organization/assets/${id}`, { body: { assetId: id } });
      expect(r.json).toEqual({ success: true, id });
      expect(await globalStatus('URL', 'rm-test.com')).toBe('ALLOWED');
      expect((await w.call('delete', `/organization/assets/${id}`, { body: { assetId: id } })).status).toBe(404);
    });

    it('writes need the owner or admin role; members and non-members are refused; members may read', async () => {
      const member = await add([{ content: 'member-test.com' }], w.keys.bob, '?slug=acme');
      expect(member.status).toBe(403);
      expect((await add([{ content: 'owner-test.com' }], w.keys.alice)).status).toBe(200);
      expect((await w.call('get', '/organization/assets?slug=acme', { key: w.keys.bob })).json.assets).toHaveLength(1);
      expect((await add([{ content: 'x-test.com' }], w.keys.nobody, '?slug=acme')).status).toBe(403);
      expect((await w.call('post', '/organization/asset-groups?slug=acme', { key: w.keys.bob, body: { name: 'M' } })).status).toBe(403);
    });
  });

  describe('asset groups', () => {
    it('create, list with counts (empty groups included), names unique per organization and case-sensitive', async () => {
      const a = await group('Brand sites');
      expect(a).toEqual({ id: expect.any(Number), name: 'Brand sites' });
      await group('brand sites');
      const dup = await w.call('post', '/organization/asset-groups', { body: { name: 'Brand sites' } });
      expect(dup.status).toBe(409);
      expect(dup.json).toEqual({ message: 'A group with this name already exists', code: 'CONFLICT' });
      expect((await w.call('post', '/organization/asset-groups', { key: w.keys.globex, body: { name: 'Brand sites' } })).status).toBe(200);
      await add([{ content: 'one-test.com', groupId: a.id }, { content: 'two-test.com', groupId: a.id }]);
      const list = await w.call('get', '/organization/asset-groups');
      expect(AssetGroupsListResponse.parse(list.json).groups).toEqual([
        { id: a.id, name: 'Brand sites', assetCount: 2 },
        { id: expect.any(Number), name: 'brand sites', assetCount: 0 },
      ]);
      for (const name of ['', 'x'.repeat(256)]) {
        const r = await w.call('post', '/organization/asset-groups', { body: { name } });
        expect(r.json.issues[0]).toEqual({ path: ['name'], message: 'Group name must be between 1 and 255 characters' });
      }
    });

    it('concurrent creates of one name: exactly one wins, the others are 409', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => w.call('post', '/organization/asset-groups', { body: { name: 'Race' } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    });

    it('rename: 409 on a taken name, same name is fine, 403 other organization, 404 missing, ids must agree', async () => {
      const a = await group('A');
      await group('B');
      const rename = (id: number, body: Record<string, unknown>, key = w.keys.acme) => w.call('patch', `/organization/asset-groups/${id}`, { key, body: { groupId: id, ...body } });
      expect((await rename(a.id, { name: 'B' })).status).toBe(409);
      expect((await rename(a.id, { name: 'A' })).json).toEqual({ id: a.id, name: 'A' });
      expect((await rename(a.id, { name: 'A2' })).json).toEqual({ id: a.id, name: 'A2' });
      expect((await rename(a.id, { name: 'Z' }, w.keys.globex)).json).toEqual({ message: 'Group does not belong to your organization', code: 'FORBIDDEN' });
      expect((await rename(999999, { name: 'Z' })).json).toEqual({ message: 'Group with ID 999999 not found', code: 'NOT_FOUND' });
      const mismatch = await w.call('patch', `/organization/asset-groups/${a.id}`, { body: { groupId: a.id + 100, name: 'Q' } });
      expect(mismatch.json.issues[0]).toEqual({ path: ['groupId'], message: 'Path parameter groupId does not match body' });
    });

    it('delete ungroups its assets and says how many; a second delete is 404', async () => {
      const g = await group('Doomed');
      await add([{ content: 'd1-test.com', groupId: g.id }, { content: 'd2-test.com', groupId: g.id }, { content: 'd3-test.com' }]);
      expect((await w.call('delete', `/organization/asset-groups/${g.id}`, { key: w.keys.globex, body: { groupId: g.id } })).status).toBe(403);
      const r = await w.call('delete', `/organization/asset-groups/${g.id}`, { body: { groupId: g.id } });
      expect(r.json).toEqual({ success: true, id: g.id, unassignedAssetCount: 2 });
      const listed = (await w.call('get', '/organization/assets')).json.assets;
      expect(listed.every((a: { group: unknown }) => a.group === null)).toBe(true);
      expect(listed).toHaveLength(3);
      expect((await w.call('delete', `/organization/asset-groups/${g.id}`, { body: { groupId: g.id } })).status).toBe(404);
    });
  });
});
