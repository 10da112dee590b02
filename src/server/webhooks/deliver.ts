// One delivery, start to finish: POST the stored body (the exact bytes signed) to the webhook URL; any
// 2xx is SUCCESS; otherwise retry up to `maxRetries` times, waiting base, base*factor, base*factor^2...
// between attempts. Every attempt is appended to the delivery's log (time, status code or error,
// duration) and the row's status moves PENDING -> IN_PROGRESS -> PENDING (waiting) ... -> SUCCESS |
// FAILURE, so a restarted node can resume what was in flight. The secret is read, never logged.
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_MAX_RETRIES } from '../../contract/webhooks';
import { webhookDeliveries, webhooks } from '../db/schema';
import type { AppDeps } from '../deps';
import { deliveryHeaders } from './sign';

export interface DeliveryOptions {
  /** Waits between attempts; tests pass one that resolves at once and records the delays. */
  sleep: (ms: number) => Promise<void>;
  maxRetries: number;
  baseDelayMs: number;
  factor: number;
  timeoutMs: number;
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  maxRetries: WEBHOOK_MAX_RETRIES,
  baseDelayMs: 10_000,
  factor: 4,
  timeoutMs: 10_000,
};

/** Delay before retry n (1-based). */
export const backoffMs = (o: Pick<DeliveryOptions, 'baseDelayMs' | 'factor'>, retry: number) => o.baseDelayMs * o.factor ** (retry - 1);

export async function deliver(deps: AppDeps, deliveryId: number, options: DeliveryOptions): Promise<'SUCCESS' | 'FAILURE'> {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row) return 'FAILURE';
  const { delivery, webhook } = row;
  for (let attempt = delivery.attempts; attempt <= options.maxRetries; attempt++) {
    const startedAt = deps.clock.now();
    await deps.db.update(webhookDeliveries).set({ status: 'IN_PROGRESS', attempts: attempt + 1, updatedAt: startedAt }).where(eq(webhookDeliveries.id, deliveryId));
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await deps.fetch(webhook.url, {
        method: 'POST',
        headers: deliveryHeaders({ secret: webhook.secret, body: delivery.body, event: delivery.event, deliveryId, at: delivery.createdAt, fixed: webhook.headers }),
        body: delivery.body,
        redirect: 'manual', // a redirect is not a delivery: the receiver must answer at the URL it gave
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const last = attempt >= options.maxRetries;
    const wait = ok || last ? null : backoffMs(options, attempt + 1);
    const now = deps.clock.now();
    const entry = { at: startedAt.toISOString(), statusCode, error, ms: Math.round(performance.now() - started) };
    await deps.db
      .update(webhookDeliveries)
      .set({
        status: ok ? 'SUCCESS' : last ? 'FAILURE' : 'PENDING',
        lastStatusCode: statusCode,
        lastError: error ?? (ok ? null : `HTTP ${statusCode}`),
        nextAttemptAt: wait === null ? null : new Date(now.getTime() + wait),
        log: sql`${webhookDeliveries.log} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: now,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (ok) return 'SUCCESS';
    deps.log.warn('webhook delivery attempt failed', { webhookId: webhook.id, deliveryId, attempt: attempt + 1, statusCode, error });
    if (wait === null) return 'FAILURE';
    await options.sleep(wait);
  }
  return 'FAILURE';
}
