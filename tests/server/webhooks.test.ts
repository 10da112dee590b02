import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebhookPayload } from '../../src/contract/webhooks';
import { proposals, webhookDeliveries, webhooks } from '../../src/server/db/schema';
import { inTransaction } from '../../src/server/db/unit-of-work';
import { ensureAsset } from '../../src/server/domain/assets';
import { changeAssetStatus } from '../../src/server/domain/asset-status';
import { addDetections } from '../../src/server/domain/detection-runs';
import { verifySignature } from '../../src/server/webhooks/sign';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

/** A real receiver on loopback: answers `plan` status codes in turn (then 200) and keeps every request. */
function receiver() {
  const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const plans = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const plan = plans.get(path) ?? [];
      res.statusCode = plan.shift() ?? 200;
      res.end('ok');
    });
  });
  return {
    received,
    plan: (path: string, codes: number[]) => plans.set(path, [...codes]),
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  const rx = receiver();
  let base = '';
  const delays: number[] = [];
  const secrets = new Map<string, string>();
  beforeAll(async () => {
    base = await rx.start();
    w = await makeWorld(getDatabase(), { webhooks: { sleep: async (ms) => void delays.push(ms), baseDelayMs: 1000, factor: 2 } });
  });
  afterAll(() => rx.stop());
  beforeEach(() => {
    delays.length = 0;
  });

  const configure = async (path: string, events: string[], key = w.keys.acme, slug = 'acme', extra: Record<string, unknown> = {}) => {
    const r = await w.call('post', '/webhook/config', { key, body: { slug, url: `${base}${path}`, events, ...extra } });
    expect(r.status).toBe(200);
    secrets.set(path, r.json.secret);
    return r;
  };
  /** Waits until every delivery has finished (the work runs in the background after the request). */
  const delivered = async (atLeast: number) => {
    for (let i = 0; i < 500; i++) {
      await w.settle();
      const rows = await w.db.select().from(webhookDeliveries);
      if (rows.length >= atLeast && rows.every((r) => r.status === 'SUCCESS' || r.status === 'FAILURE')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('deliveries did not finish');
  };
  const requestsTo = (path: string) => rx.received.filter((r) => r.path === path);

  describe('configure', () => {
    it('creates the webhook and shows a generated secret once; only header names are echoed', async () => {
      const r = await configure('/config-check', ['asset.status-updated'], w.keys.acme, 'acme', { description: 'SOC', headers: { 'X-Webhook-Access-Key': 'k-123' } });
      expect(r.json.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(r.json.webhook).toEqual({
        id: expect.any(Number), url: `${base}/config-check`, description: 'SOC', events: ['asset.status-updated'],
        headerNames: ['X-Webhook-Access-Key'], enabled: true, createdAt: w.clock.now().toISOString(),
      });
      expect(JSON.stringify(r.json.webhook)).not.toContain('k-123');
      await w.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, r.json.webhook.id));
    });

    it.each([
      ['http://example.com/hook', ['url']],
      ['ftp://127.0.0.1/hook', ['url']],
      ['not a url', ['url']],
    ])('url %s is 400 naming url; nothing is stored', async (url, path) => {
      const before = (await w.db.select().from(webhooks)).length;
      const r = await w.call('post', '/webhook/config', { body: { slug: 'acme', url, events: ['asset.status-updated'] } });
      expect(r.status).toBe(400);
      expect(r.json.issues[0].path).toEqual(path);
      expect(await w.db.select().from(webhooks)).toHaveLength(before);
    });

    it('https anywhere and http to loopback are accepted; bad events and headers are 400 naming the field', async () => {
      for (const url of ['https://hooks.example.com/x', 'http://localhost:9/x', 'http://[::1]:9/x']) {
        const r = await w.call('post', '/webhook/config', { body: { slug: 'acme', url, events: ['asset.status-updated'], enabled: false } });
        expect(r.status).toBe(200);
      }
      for (const [body, path] of [
        [{ events: [] }, ['events']],
        [{ events: ['debug.test'] }, ['events', 0]],
        [{ events: ['asset.status-updated', 'asset.status-updated'] }, ['events']],
        [{ events: ['asset.status-updated'], headers: { Authorization: 'x' } }, ['headers']],
      ] as const) {
        const r = await w.call('post', '/webhook/config', { body: { slug: 'acme', url: 'https://h.example.com', ...body } });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual(path);
      }
      expect((await w.call('post', '/webhook/config', { key: w.keys.globex, body: { slug: 'acme', url: 'https://h.example.com', events: ['asset.status-updated'] } })).status).toBe(403);
    });
  });

  describe('deliveries', () => {
    it('an asset status change is delivered signed; the receiver fails twice, the third attempt succeeds', async () => {
      await configure('/flaky', ['asset.status-updated']);
      rx.plan('/flaky', [500, 503]);
      const asset = await putAsset(w, 'URL', 'hooked-phish.test', 'BLOCKED');
      const [row] = await delivered(1);
      const got = requestsTo('/flaky');
      expect(got).toHaveLength(3);
      for (const r of got) {
        expect(r.body).toBe(got[0]!.body);
        expect(verifySignature(secrets.get('/flaky')!, r.body, r.headers['x-palisade-signature'] as string)).toBe(true);
        expect(r.headers['x-chainpatrol-signature']).toBe(r.headers['x-palisade-signature']);
        expect(r.headers['x-palisade-event']).toBe('asset.status-updated');
        expect(r.headers['x-palisade-timestamp']).toBe(String(Math.floor(w.clock.now().getTime() / 1000)));
      }
      expect(verifySignature('whsec_wrong', got[0]!.body, got[0]!.headers['x-palisade-signature'] as string)).toBe(false);
      expect(verifySignature(secrets.get('/flaky')!, `${got[0]!.body} `, got[0]!.headers['x-palisade-signature'] as string)).toBe(false);
      const payload = WebhookPayload.parse(JSON.parse(got[0]!.body));
      expect(payload).toEqual({ type: 'asset.status-updated', created_at: w.clock.now().toISOString(), data: { asset_id: asset.id, type: 'URL', content: 'hooked-phish.test', status: 'BLOCKED' } });
      expect(delays).toEqual([1000, 2000]); // exponential backoff between the three attempts
      expect(row).toMatchObject({ status: 'SUCCESS', attempts: 3, lastStatusCode: 200, lastError: null, event: 'asset.status-updated' });
      expect(row!.log.map((l) => l.statusCode)).toEqual([500, 503, 200]);
    });

    it('a receiver that never accepts gets 1 + 3 attempts, then the delivery is FAILURE with its log', async () => {
      await w.db.update(webhooks).set({ enabled: false });
      await w.db.delete(webhookDeliveries);
      await configure('/down', ['asset.status-updated']);
      rx.plan('/down', [500, 500, 500, 500, 500]);
      await putAsset(w, 'URL', 'never-delivered.test', 'BLOCKED');
      const [row] = await delivered(1);
      expect(row).toMatchObject({ status: 'FAILURE', attempts: 4, lastStatusCode: 500, lastError: 'HTTP 500' });
      expect(row!.log).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
      expect(requestsTo('/down')).toHaveLength(4);
    });

    it('a detection is delivered to its own organization only; events not subscribed are not sent', async () => {
      await w.db.update(webhooks).set({ enabled: false });
      await w.db.delete(webhookDeliveries);
      await configure('/acme-detections', ['organization.threat-detection-added']);
      await configure('/globex-detections', ['organization.threat-detection-added'], w.keys.globex, 'globex');
      await configure('/acme-status-only', ['asset.status-updated']);
      const asset = await ensureAsset(w.db, w.clock.now(), 'URL', 'detected.test');
      const [id] = await addDetections(w.deps, [{ organizationId: w.orgs.acme.id, assetId: asset.id, source: 'DNS_TWIST', threatContent: 'detected.test', confidence: 'high', createdAt: w.clock.now() }]);
      await delivered(1);
      const got = requestsTo('/acme-detections');
      expect(got).toHaveLength(1);
      expect(JSON.parse(got[0]!.body)).toEqual({ type: 'organization.threat-detection-added', created_at: w.clock.now().toISOString(), data: { organization_id: w.orgs.acme.id, threat_detection_result_id: id } });
      expect(verifySignature(secrets.get('/acme-detections')!, got[0]!.body, got[0]!.headers['x-palisade-signature'] as string)).toBe(true);
      expect(requestsTo('/globex-detections')).toHaveLength(0);
      expect(requestsTo('/acme-status-only')).toHaveLength(0);
    });

    it('a block from an approved proposal is also sent as asset.status-escalated to that organization', async () => {
      await w.db.update(webhooks).set({ enabled: false });
      await w.db.delete(webhookDeliveries);
      await configure('/escalations', ['asset.status-escalated']);
      await configure('/globex-escalations', ['asset.status-escalated'], w.keys.globex, 'globex');
      const asset = await ensureAsset(w.db, w.clock.now(), 'URL', 'escalated.test');
      const [proposal] = await w.db.insert(proposals).values({ assetId: asset.id, organizationId: w.orgs.acme.id, createdAt: w.clock.now() }).returning();
      await inTransaction(w.deps, async (work) => {
        await work.tx.update(proposals).set({ status: 'APPROVED', resolvedAt: work.now }).where(eq(proposals.id, proposal!.id));
        await changeAssetStatus(work, asset.id, 'BLOCKED', 'review');
      });
      await delivered(1);
      const got = requestsTo('/escalations');
      expect(got).toHaveLength(1);
      expect(JSON.parse(got[0]!.body).data).toEqual({ asset_id: asset.id, content: 'escalated.test', type: 'URL', status: 'BLOCKED', proposal_id: proposal!.id, organization_id: w.orgs.acme.id });
      expect(requestsTo('/globex-escalations')).toHaveLength(0);
    });

    it('deliveries a previous process left unfinished are resumed when the app starts, keeping their attempt count', async () => {
      await w.db.update(webhooks).set({ enabled: false });
      await w.db.delete(webhookDeliveries);
      const hook = (await configure('/resumed', ['asset.status-updated'])).json.webhook;
      const body = JSON.stringify({ type: 'asset.status-updated', created_at: w.clock.now().toISOString(), data: { asset_id: 1, type: 'URL', content: 'x.test', status: 'BLOCKED' } });
      const now = w.clock.now();
      await w.db.insert(webhookDeliveries).values({ webhookId: hook.id, event: 'asset.status-updated', body, status: 'PENDING', attempts: 1, createdAt: now, updatedAt: now });
      const { createApp } = await import('../../src/server/app');
      const restarted = createApp({ db: w.db, clock: w.clock, log: w.log, webhooks: { sleep: async () => {} } });
      while (restarted.deps.background.size > 0) await Promise.all([...restarted.deps.background]);
      const [row] = await w.db.select().from(webhookDeliveries);
      expect(row).toMatchObject({ status: 'SUCCESS', attempts: 2 });
      const got = requestsTo('/resumed');
      expect(got).toHaveLength(1);
      expect(got[0]!.body).toBe(body);
      expect(verifySignature(secrets.get('/resumed')!, body, got[0]!.headers['x-palisade-signature'] as string)).toBe(true);
    });

    it('fixed headers are sent with each delivery, and no secret ever reaches the log', async () => {
      await w.db.update(webhooks).set({ enabled: false });
      await w.db.delete(webhookDeliveries);
      await configure('/with-header', ['asset.status-updated'], w.keys.acme, 'acme', { headers: { 'X-goog-api-key': 'goog-1' } });
      await putAsset(w, 'URL', 'header-check.test', 'BLOCKED');
      await delivered(1);
      expect(requestsTo('/with-header')[0]!.headers['x-goog-api-key']).toBe('goog-1');
      const log = w.log.lines.join('\n');
      for (const secret of secrets.values()) expect(log).not.toContain(secret);
      expect(log).not.toContain('goog-1');
    });
  });
});
