import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, detectionConfigs, detections, organizationAssets } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import { typosquats } from '../../src/server/domain/detection-typosquats';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  let acmeBrand: number;
  let globexBrand: number;
  let globalConfig: number;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    const now = w.clock.now();
    acmeBrand = (await w.db.insert(brands).values({ organizationId: w.orgs.acme.id, name: 'Acme', createdAt: now }).returning())[0]!.id;
    globexBrand = (await w.db.insert(brands).values({ organizationId: w.orgs.globex.id, name: 'Globex', createdAt: now }).returning())[0]!.id;
    globalConfig = (await w.db.insert(detectionConfigs).values({ organizationId: null, source: 'CERTSTREAM', createdAt: now, updatedAt: now }).returning())[0]!.id;
  });
  const post = (op: string, body: Record<string, unknown>, key?: string) => w.call('post', `/detection/${op}`, { body: { slug: 'acme', ...body }, ...(key ? { key } : {}) });
  const create = (body: Record<string, unknown>) => post('configs/create', body);
  const update = (body: Record<string, unknown>, key?: string) => post('configs/update', body, key);
  const configsOf = async (source: string) => {
    const r = await post('configs/list', { source });
    expect(r.status).toBe(200);
    return (r.json.sources[0]?.configs ?? []) as { id: number; status: string; organizationScoped: boolean }[];
  };

  describe('sources', () => {
    it('lists every source with scopes, mode, defaults and a JSON Schema for config', async () => {
      const r = await w.call('get', '/detection/sources');
      expect(r.status).toBe(200);
      const dns = r.json.sources.find((s: { source: string }) => s.source === 'DNS_TWIST');
      expect(dns).toMatchObject({ mode: 'PULL', scopes: ['ORGANIZATION'], enabledByDefault: true, brandScoped: true });
      expect(dns.configSchema).toEqual({ type: 'object', additionalProperties: false, properties: { domains: { type: 'array', items: { type: 'string' } }, fuzzers: { type: 'array', items: { type: 'string' } } } });
      expect(r.json.sources).toHaveLength(17);
    });
  });

  describe('default configs and the automation', () => {
    it('list creates the default config of each default-enabled source once', async () => {
      const first = await post('configs/list', {});
      const second = await post('configs/list', {});
      expect(second.json).toEqual(first.json);
      const sources = first.json.sources.map((s: { source: string }) => s.source);
      expect(sources).toEqual(expect.arrayContaining(['ASSET_CHECK', 'DNS_TWIST', 'EXTERNAL', 'GOOGLE_SEARCH', 'CERTSTREAM']));
      const global = first.json.sources.find((s: { source: string }) => s.source === 'CERTSTREAM').configs[0];
      expect(global).toMatchObject({ id: globalConfig, organizationScoped: false });
    });

    it('a deleted default config comes back (on list and on run), ENABLED', async () => {
      const [dns] = await configsOf('DNS_TWIST');
      const del = await post('configs/delete', { configId: dns!.id });
      expect(del.status).toBe(200);
      expect(del.json).toEqual({ success: true, id: dns!.id, deletedAt: w.clock.now().toISOString() });
      const back = await configsOf('DNS_TWIST');
      expect(back).toHaveLength(1);
      expect(back[0]!.id).not.toBe(dns!.id);
      expect(back[0]!.status).toBe('ENABLED');
      await post('configs/delete', { configId: back[0]!.id });
      const run = await post('configs/run', { source: 'DNS_TWIST' });
      expect(run.json.runs).toHaveLength(1);
      expect(run.json.runs[0].configId).not.toBe(back[0]!.id);
    });

    it('DISABLED is durable: the automation leaves a disabled default alone, and run skips it', async () => {
      const [google] = await configsOf('GOOGLE_SEARCH');
      const r = await update({ configId: google!.id, status: 'DISABLED' });
      expect(r.status).toBe(200);
      expect(r.json.config.status).toBe('DISABLED');
      await post('configs/list', {});
      await post('configs/run', {});
      const after = await configsOf('GOOGLE_SEARCH');
      expect(after.map((c) => [c.id, c.status])).toEqual([[google!.id, 'DISABLED']]);
      expect((await post('configs/run', { source: 'GOOGLE_SEARCH' })).json.runs).toEqual([]);
      const incl = await post('configs/run', { source: 'GOOGLE_SEARCH', includeDisabled: true });
      expect(incl.json.runs[0]).toMatchObject({ configId: google!.id, status: 'SKIPPED' });
    });

    it('deleted configs show with includeDeleted, and cannot be updated or deleted again (404)', async () => {
      const c = await create({ source: 'URLSCAN' });
      await post('configs/delete', { configId: c.json.config.id });
      const listed = await post('configs/list', { source: 'URLSCAN', includeDeleted: true });
      expect(listed.json.sources[0].configs.map((x: { id: number }) => x.id)).toContain(c.json.config.id);
      expect((await update({ configId: c.json.config.id, title: 'x' })).status).toBe(404);
      expect((await post('configs/delete', { configId: c.json.config.id })).status).toBe(404);
    });
  });

  describe('create', () => {
    it('creates an organization-scoped config with the source defaults', async () => {
      const r = await create({ source: 'URLSCAN', config: { query: 'acme' }, brandId: acmeBrand, title: 'Acme on urlscan' });
      expect(r.status).toBe(200);
      expect(r.json.config).toMatchObject({ source: 'URLSCAN', title: 'Acme on urlscan', cron: '*/30 * * * *', config: { query: 'acme' }, brandId: acmeBrand, status: 'ENABLED', organizationScoped: true });
    });

    it.each<[Record<string, unknown>, (string | number)[]]>([
      [{ source: 'CERTSTREAM' }, ['source']],
      [{ source: 'NOPE' }, ['source']],
      [{ source: 'EXTERNAL', cron: '0 * * * *' }, ['cron']],
      [{ source: 'URLSCAN', cron: 'every hour' }, ['cron']],
      [{ source: 'URLSCAN', config: { unknownKey: 1 } }, ['config', 'unknownKey']],
      [{ source: 'URLSCAN', config: { maxResults: 'ten' } }, ['config', 'maxResults']],
      [{ source: 'URLSCAN', brandId: -1 /* replaced by globex's brand */ }, ['brandId']],
      [{ source: 'URLSCAN', brandId: 0 }, ['brandId']],
      [{ source: 'ASSET_CHECK', brandId: 1 }, ['brandId']],
    ])('%j is 400 naming %j and writes nothing', async (body, path) => {
      const before = await w.db.select().from(detectionConfigs);
      const r = await create(body.brandId === -1 ? { ...body, brandId: globexBrand } : body);
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(path);
      expect(await w.db.select().from(detectionConfigs)).toHaveLength(before.length);
    });
  });

  describe('update', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create({ source: 'TWITTER_SEARCH', config: { keywords: ['acme'], maxResults: 10 }, brandId: acmeBrand })).json.config.id;
    });

    it('mergeConfig (default true) merges keys; false replaces the config', async () => {
      const merged = await update({ configId: id, config: { excludeKeywords: ['job'] } });
      expect(merged.json.config.config).toEqual({ keywords: ['acme'], maxResults: 10, excludeKeywords: ['job'] });
      const over = await update({ configId: id, config: { maxResults: 5 }, mergeConfig: true });
      expect(over.json.config.config).toEqual({ keywords: ['acme'], maxResults: 5, excludeKeywords: ['job'] });
      const replaced = await update({ configId: id, config: { keywords: ['acme corp'] }, mergeConfig: false });
      expect(replaced.json.config.config).toEqual({ keywords: ['acme corp'] });
    });

    it('updates status, title, description, cron, and stamps updatedAt', async () => {
      w.clock.advance(60_000);
      const r = await update({ configId: id, status: 'DEPRECATED_EVALUATE', title: 'T', description: 'D', cron: '15 4 * * 1' });
      expect(r.json.config).toMatchObject({ status: 'DEPRECATED_EVALUATE', title: 'T', description: 'D', cron: '15 4 * * 1', updatedAt: w.clock.now().toISOString() });
    });

    it('brandId null clears the link; a brand of another organization is 400 and changes nothing', async () => {
      const bad = await update({ configId: id, brandId: globexBrand });
      expect(bad.status).toBe(400);
      expect(bad.json.issues[0].path).toEqual(['brandId']);
      expect((await w.db.select().from(detectionConfigs).where(eq(detectionConfigs.id, id)))[0]!.brandId).toBe(acmeBrand);
      const cleared = await update({ configId: id, brandId: null });
      expect(cleared.json.config.brandId).toBeNull();
      const relinked = await update({ configId: id, brandId: acmeBrand });
      expect(relinked.json.config.brandId).toBe(acmeBrand);
    });

    it('a brand link only on organization-scoped configs: staff linking a global config is 400', async () => {
      const r = await update({ configId: globalConfig, brandId: acmeBrand }, w.keys.staff);
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(['brandId']);
      const ok = await update({ configId: globalConfig, title: 'global feed' }, w.keys.staff);
      expect(ok.json.config).toMatchObject({ organizationScoped: false, brandId: null, title: 'global feed' });
    });

    it('customers cannot change or delete global configs (403); other organizations see 404', async () => {
      expect((await update({ configId: globalConfig, title: 'x' })).status).toBe(403);
      expect((await post('configs/delete', { configId: globalConfig })).status).toBe(403);
      const r = await w.call('post', '/detection/configs/update', { key: w.keys.globex, body: { slug: 'globex', configId: id, title: 'stolen' } });
      expect(r.status).toBe(404);
    });

    it('bad fields are 400 naming them', async () => {
      for (const [body, path] of [
        [{ configId: 0 }, ['configId']],
        [{ configId: id, status: 'OFF' }, ['status']],
        [{ configId: id, config: { keywords: 'acme' } }, ['config', 'keywords']],
        [{ configId: id, cron: '* *' }, ['cron']],
        [{ configId: id, mergeConfig: 'yes' }, ['mergeConfig']],
      ] as const) {
        const r = await update(body);
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(path);
      }
    });
  });

  describe('run, validate, drift', () => {
    it('DNS_TWIST runs here: look-alikes of the organization domains known to the registry become detections, once', async () => {
      expect(typosquats('acme.com')).toEqual(expect.arrayContaining(['acrne.com', 'acme-login.com', 'acme.net', 'amce.com']));
      await w.db.insert(organizationAssets).values({ organizationId: w.orgs.acme.id, type: 'URL', content: 'acme.com', createdAt: w.clock.now(), updatedAt: w.clock.now() });
      for (const c of ['acme-login.com', 'acrne.com', 'unrelated.com']) await ensureAsset(w.db, w.clock.now(), 'URL', c);
      const run = await post('configs/run', { source: 'DNS_TWIST' });
      expect(run.json.runs[0]).toMatchObject({ status: 'COMPLETED', message: '2 new detection(s)' });
      const found = await w.db.select().from(detections).where(and(eq(detections.organizationId, w.orgs.acme.id), eq(detections.source, 'DNS_TWIST')));
      expect(found.map((d) => d.threatContent).sort()).toEqual(['acme-login.com', 'acrne.com']);
      expect((await post('configs/run', { source: 'DNS_TWIST' })).json.runs[0].message).toBe('0 new detection(s)');
      const other = await post('configs/run', { source: 'ASSET_CHECK' });
      expect(other.json.runs[0].status).toBe('SKIPPED');
      expect((await post('configs/run', { configIds: [999999] })).status).toBe(404);
    });

    it('validate counts recent results per config against minResults', async () => {
      const [dns] = await configsOf('DNS_TWIST');
      const r = await post('configs/validate', { configIds: [dns!.id], minResults: 2, lookbackHours: 1 });
      expect(r.json).toEqual({ healthy: true, lookbackHours: 1, results: [{ configId: dns!.id, source: 'DNS_TWIST', status: 'ENABLED', resultCount: 2, minResults: 2, healthy: true, ran: false }] });
      const strict = await post('configs/validate', { configIds: [dns!.id], minResults: 3 });
      expect(strict.json.healthy).toBe(false);
      w.clock.advance(2 * 3_600_000);
      expect((await post('configs/validate', { configIds: [dns!.id], lookbackHours: 1 })).json.results[0].resultCount).toBe(0);
      const ran = await post('configs/validate', { configIds: [dns!.id], runFirst: true });
      expect(ran.json.results[0].ran).toBe(true);
      expect((await post('configs/validate', { lookbackHours: 0 })).json.issues[0].path).toEqual(['lookbackHours']);
    });

    it('drift flags zero-result configs, noisy sources and stale queries, with recommendations on explain', async () => {
      const twitter = (await create({ source: 'TWITTER_SEARCH', config: { keywords: ['acme'] } })).json.config.id;
      await w.db.update(detectionConfigs).set({ updatedAt: new Date(w.clock.now().getTime() - 100 * 86_400_000) }).where(eq(detectionConfigs.id, twitter));
      const asset = await ensureAsset(w.db, w.clock.now(), 'TWITTER', 'twitter.com/fake_acme');
      await w.db.insert(detections).values(Array.from({ length: 12 }, () => ({ organizationId: w.orgs.acme.id, assetId: asset.id, configId: twitter, source: 'TWITTER_SEARCH', threatContent: 'x', confidence: 'low', createdAt: w.clock.now() })));
      const r = await post('drift', { explain: true, lookbackHours: 24 });
      expect(r.status).toBe(200);
      const kinds = (configId: number) => r.json.signals.filter((s: { configId: number }) => s.configId === configId).map((s: { kind: string }) => s.kind);
      expect(kinds(twitter)).toEqual(['NOISY_SOURCE', 'STALE_QUERY']);
      const [assetCheck] = await configsOf('ASSET_CHECK');
      expect(kinds(assetCheck!.id)).toEqual(['ZERO_RESULTS']);
      expect(r.json.signals.every((s: { recommendation: string | null }) => typeof s.recommendation === 'string')).toBe(true);
      const plain = await post('drift', {});
      expect(plain.json.signals.every((s: { recommendation: string | null }) => s.recommendation === null)).toBe(true);
    });
  });

  it('access: another organization key is 403, a member user key works', async () => {
    expect((await post('configs/list', {}, w.keys.globex)).status).toBe(403);
    expect((await post('configs/list', {}, w.keys.bob)).status).toBe(200);
    const live = await w.db.select().from(detectionConfigs).where(and(eq(detectionConfigs.organizationId, w.orgs.globex.id), isNull(detectionConfigs.deletedAt)));
    expect(live).toEqual([]);
  });
});
