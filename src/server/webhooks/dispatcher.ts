// Turns the core's events into webhook deliveries. Asset status is global, so every webhook subscribed
// to `asset.status-updated` hears every change; `asset.status-escalated` goes to the organization whose
// approved proposal blocked the asset; `organization.threat-detection-added` to the organization the
// detection belongs to. Deliveries are stored first (PENDING, the body as the exact bytes to sign) and
// then sent in the background (deps.background), so a request never waits on a receiver.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WebhookEventPayload } from '../../contract/webhooks';
import { proposals, webhookDeliveries, webhooks } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AssetStatusChange } from '../domain/asset-status';
import type { DetectionAdded } from '../events';
import { DEFAULT_DELIVERY_OPTIONS, deliver, type DeliveryOptions } from './deliver';

export type WebhookOptions = Partial<DeliveryOptions> & {
  /** Resume unfinished deliveries when the app starts (default true). */
  resumeOnStart?: boolean;
};

interface Outgoing {
  organizationId: number | null; // null: every organization's webhooks
  payload: WebhookEventPayload;
}

export function attachWebhooks(deps: AppDeps, overrides: WebhookOptions = {}): { resume(): Promise<void> } {
  const options = { ...DEFAULT_DELIVERY_OPTIONS, resumeOnStart: true, ...overrides };
  const track = (work: Promise<unknown>) => {
    const p = work.catch((error: unknown) => deps.log.error('webhook dispatch failed', { error: String(error) }));
    deps.background.add(p);
    void p.finally(() => deps.background.delete(p));
  };
  const send = (ids: number[]) => {
    for (const id of ids) track(deliver(deps, id, options));
  };
  deps.events.onAssetStatusChanged((changes) => track(statusPayloads(deps, changes).then((out) => enqueue(deps, out)).then(send)));
  deps.events.onDetectionsAdded((added) => track(enqueue(deps, detectionPayloads(added)).then(send)));
  /** Sends again what a previous process left PENDING or IN_PROGRESS (their attempt count is kept). */
  const resume = async () => {
    const rows = await deps.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.status, ['PENDING', 'IN_PROGRESS']));
    send(rows.map((r) => r.id));
  };
  if (options.resumeOnStart) track(resume());
  return { resume };
}

async function statusPayloads(deps: AppDeps, changes: AssetStatusChange[]): Promise<Outgoing[]> {
  const out: Outgoing[] = [];
  for (const c of changes) {
    const created_at = c.at.toISOString();
    const asset = { asset_id: c.assetId, type: c.type as 'URL', content: c.content, status: c.toStatus };
    out.push({ organizationId: null, payload: { type: 'asset.status-updated', created_at, data: asset } });
    if (c.toStatus !== 'BLOCKED') continue;
    // An escalation is a block that came from an organization's approved proposal at that moment.
    const [proposal] = await deps.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.assetId, c.assetId), eq(proposals.status, 'APPROVED'), eq(proposals.resolvedAt, c.at)))
      .orderBy(desc(proposals.id))
      .limit(1);
    if (proposal?.organizationId) {
      out.push({
        organizationId: proposal.organizationId,
        payload: { type: 'asset.status-escalated', created_at, data: { ...asset, proposal_id: proposal.id, organization_id: proposal.organizationId } },
      });
    }
  }
  return out;
}

function detectionPayloads(added: DetectionAdded[]): Outgoing[] {
  return added.map((d) => ({
    organizationId: d.organizationId,
    payload: { type: 'organization.threat-detection-added', created_at: d.at.toISOString(), data: { organization_id: d.organizationId, threat_detection_result_id: d.detectionId } },
  }));
}

/** Stores one PENDING delivery per (subscribed, enabled webhook, payload); returns their ids. */
async function enqueue(deps: AppDeps, outgoing: Outgoing[]): Promise<number[]> {
  if (outgoing.length === 0) return [];
  // Few webhooks exist per service; the event match is done here rather than in jsonb operators.
  const hooks = await deps.db
    .select({ id: webhooks.id, organizationId: webhooks.organizationId, events: webhooks.events })
    .from(webhooks)
    .where(eq(webhooks.enabled, true));
  const now = deps.clock.now();
  const rows = outgoing.flatMap((o) =>
    hooks
      .filter((h) => h.events.includes(o.payload.type) && (o.organizationId === null || o.organizationId === h.organizationId))
      .map((h) => ({ webhookId: h.id, event: o.payload.type, body: JSON.stringify(o.payload), status: 'PENDING', createdAt: now, updatedAt: now })),
  );
  if (rows.length === 0) return [];
  return (await deps.db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id })).map((r) => r.id);
}
