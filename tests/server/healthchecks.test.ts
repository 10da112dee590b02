import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HealthcheckResult } from '../../src/contract/healthchecks';
import { HEALTHCHECK_IDS } from '../../src/contract';
import { detectionConfigs, detections, organizations, proposals, takedowns } from '../../src/server/db/schema';
import { ensureAsset } from '../../src/server/domain/assets';
import { changeTakedownStatus, setLiveness } from '../../src/server/domain/takedowns';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  const ago = (ms: number) => new Date(w.clock.now().getTime() - ms);
  const check = async (path: string, body: Record<string, unknown> = {}, key?: string) => {
    const r = await w.call('post', `/healthchecks/${path}`, { body: { slug: 'acme', ...body }, ...(key ? { key } : {}) });
    expect(r.status).toBe(200);
    expect(HealthcheckResult.safeParse(r.json).success).toBe(true);
    return r.json as HealthcheckResult;
  };
  const takedown = async (content: string, status = 'TODO', organizationId = w.orgs.acme.id) => {
    const asset = await ensureAsset(w.db, w.clock.now(), 'URL', content);
    return (await w.db.insert(takedowns).values({ organizationId, assetId: asset.id, status, createdAt: ago(60 * DAY), updatedAt: ago(60 * DAY) }).returning())[0]!.id;
  };
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
  });

  it('the registry lists the ten checks as implemented, with their paths, and planned ones as not implemented', async () => {
    const r = await w.call('post', '/healthchecks/list');
    expect(r.status).toBe(200);
    const implemented = r.json.checks.filter((c: { implemented: boolean }) => c.implemented);
    expect(implemented.map((c: { id: string }) => c.id)).toEqual([...HEALTHCHECK_IDS]);
    expect(implemented[0]).toMatchObject({ id: 'detections.silent-configs', path: '/healthchecks/detections/silent-configs' });
    const planned = r.json.checks.filter((c: { implemented: boolean }) => !c.implemented);
    expect(planned.every((c: { notImplementedReason?: string }) => typeof c.notImplementedReason === 'string')).toBe(true);
  });

  it('every check answers ok on an organization with nothing to report', async () => {
    await w.db.update(organizations).set({ contactUrl: 'https://slack.example/acme' }).where(eq(organizations.id, w.orgs.acme.id));
    for (const id of HEALTHCHECK_IDS) {
      const r = await check(id.replace('.', '/'));
      expect(r).toMatchObject({ id, severity: 'ok', findings: [], suggestedAction: null });
    }
  });

  describe('each check from real rows', () => {
    it('detections.silent-configs: enabled configs with fewer results than the minimum', async () => {
      const now = w.clock.now();
      const [quiet] = await w.db.insert(detectionConfigs).values({ organizationId: w.orgs.acme.id, source: 'URLSCAN', createdAt: now, updatedAt: now }).returning();
      const [busy] = await w.db.insert(detectionConfigs).values({ organizationId: w.orgs.acme.id, source: 'BING_SEARCH', createdAt: now, updatedAt: now }).returning();
      await w.db.insert(detectionConfigs).values({ organizationId: w.orgs.acme.id, source: 'YAHOO_SEARCH', status: 'DISABLED', createdAt: now, updatedAt: now });
      const asset = await ensureAsset(w.db, now, 'URL', 'found.test');
      await w.db.insert(detections).values({ organizationId: w.orgs.acme.id, assetId: asset.id, configId: busy!.id, source: 'BING_SEARCH', threatContent: 'found.test', confidence: 'low', createdAt: ago(HOUR) });
      const r = await check('detections/silent-configs', { lookbackHours: 24, minResults: 1 });
      expect(r).toMatchObject({ severity: 'warn', observed: 1, threshold: { warn: 1, fail: 2 } });
      expect(r.findings).toEqual([{ subjectType: 'detectionConfig', subjectId: String(quiet!.id), summary: expect.stringContaining('URLSCAN'), observed: 0 }]);
      expect(r.suggestedAction).toEqual(expect.any(String));
      expect((await check('detections/silent-configs', { lookbackHours: 24, minResults: 2 })).severity).toBe('fail');
    });

    it('reviewing.backlog and reviewing.old-proposals grade pending proposals by count and age', async () => {
      for (const [i, age] of [1, 8, 15].entries()) {
        const asset = await ensureAsset(w.db, w.clock.now(), 'URL', `p-${i}.test`);
        await w.db.insert(proposals).values({ assetId: asset.id, organizationId: w.orgs.acme.id, createdAt: ago(age * DAY) });
      }
      expect(await check('reviewing/backlog', { warnAt: 2, failAt: 5 })).toMatchObject({ severity: 'warn', observed: 3, threshold: { warn: 2, fail: 5 } });
      expect((await check('reviewing/backlog', { warnAt: 1, failAt: 3 })).severity).toBe('fail');
      const old = await check('reviewing/old-proposals');
      expect(old).toMatchObject({ severity: 'fail', observed: 2, threshold: { warn: 7, fail: 14 } });
      expect(old.findings.map((f) => f.observed)).toEqual([15, 8]);
      expect((await check('reviewing/old-proposals', { warnDays: 7, failDays: 30 })).severity).toBe('warn');
      const bad = await w.call('post', '/healthchecks/reviewing/old-proposals', { body: { slug: 'acme', warnDays: 20, failDays: 10 } });
      expect(bad.status).toBe(400);
      expect(bad.json.issues[0].path).toEqual(['warnDays']);
    });

    it('takedowns.todo-volume, in-progress-volume and stale-in-progress', async () => {
      await takedown('todo-a.test');
      await takedown('todo-b.test');
      const started = await takedown('stuck.test');
      await changeTakedownStatus(w.db, started, 'IN_PROGRESS', ago(10 * DAY));
      const recent = await takedown('recent.test');
      await changeTakedownStatus(w.db, recent, 'IN_PROGRESS', ago(DAY));
      await takedown('other-org.test', 'TODO', w.orgs.globex.id);
      expect(await check('takedowns/todo-volume', { warnAt: 2, failAt: 10 })).toMatchObject({ severity: 'warn', observed: 2 });
      expect(await check('takedowns/in-progress-volume', { warnAt: 3, failAt: 10 })).toMatchObject({ severity: 'ok', observed: 2 });
      const stale = await check('takedowns/stale-in-progress');
      expect(stale).toMatchObject({ severity: 'warn', observed: 1, findings: [{ subjectType: 'takedown', subjectId: String(started), observed: 10 }] });
      expect((await check('takedowns/stale-in-progress', { staleDays: 30 })).observed).toBe(0);
    });

    it('takedowns.cancelled-count counts moves into CANCELLED inside the lookback', async () => {
      for (const [i, daysAgo] of [1, 2, 3, 20].entries()) {
        const id = await takedown(`cancel-${i}.test`);
        await changeTakedownStatus(w.db, id, 'CANCELLED', ago(daysAgo * DAY));
      }
      expect(await check('takedowns/cancelled-count')).toMatchObject({ severity: 'warn', observed: 3, threshold: { warn: 3, fail: 6 } });
      expect((await check('takedowns/cancelled-count', { lookbackDays: 30 })).observed).toBe(4);
    });

    it('takedowns.automation-off: only with the takedown service, graded by days off', async () => {
      await w.db.update(organizations).set({ automatedTakedowns: false, automatedTakedownsChangedAt: ago(45 * DAY) }).where(eq(organizations.id, w.orgs.acme.id));
      expect((await check('takedowns/automation-off')).severity).toBe('ok'); // no takedown service: excluded
      await w.db.update(organizations).set({ services: ['takedowns'] }).where(eq(organizations.id, w.orgs.acme.id));
      expect(await check('takedowns/automation-off')).toMatchObject({ severity: 'warn', observed: 45, threshold: { warn: 30, fail: 60 } });
      await w.db.update(organizations).set({ automatedTakedownsChangedAt: ago(61 * DAY) }).where(eq(organizations.id, w.orgs.acme.id));
      expect((await check('takedowns/automation-off')).severity).toBe('fail');
      await w.db.update(organizations).set({ automatedTakedowns: true }).where(eq(organizations.id, w.orgs.acme.id));
      expect((await check('takedowns/automation-off')).severity).toBe('ok');
    });

    it('assets.dead-asset-spike compares dead detections in the window with the baseline rate', async () => {
      const ids = [];
      for (let i = 0; i < 8; i++) ids.push(await takedown(`live-${i}.test`));
      await setLiveness(w.db, ids[0]!, 'DEAD', ago(3 * DAY)); // baseline: 1 in 7 days
      for (const id of ids.slice(1)) await setLiveness(w.db, id, 'DEAD', ago(HOUR));
      const spike = await check('assets/dead-asset-spike', { minSpikeCount: 5, multiplier: 3 });
      expect(spike).toMatchObject({ severity: 'fail', observed: 7, threshold: { warn: null, fail: 5 } });
      expect((await check('assets/dead-asset-spike', { minSpikeCount: 10 })).severity).toBe('ok');
    });

    it('organization.missing-contact-url', async () => {
      await w.db.update(organizations).set({ contactUrl: null }).where(eq(organizations.id, w.orgs.acme.id));
      expect(await check('organization/missing-contact-url')).toMatchObject({ severity: 'warn', observed: 1, findings: [{ subjectType: 'organization', subjectId: String(w.orgs.acme.id) }] });
    });
  });

  it('needs access to the organization named by slug (staff may read any)', async () => {
    const denied = await w.call('post', '/healthchecks/reviewing/backlog', { key: w.keys.globex, body: { slug: 'acme' } });
    expect(denied.status).toBe(403);
    expect((await check('reviewing/backlog', {}, w.keys.staff)).observed).toBe(3);
    expect((await w.call('post', '/healthchecks/reviewing/backlog', { body: {} })).json.issues[0].path).toEqual(['slug']);
  });
});
