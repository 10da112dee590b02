// POST /webhook/config: creates a webhook for the organization. The secret is generated here and
// returned once; it is stored because signing needs it in clear, and it is never logged or echoed.
// Fixed header values are stored too (sent with each delivery) but only their names are shown.
import type { WebhookConfigBody, WebhookConfigResponse } from '../../contract/webhooks';
import { webhooks } from '../db/schema';
import type { Executor } from '../db/types';
import { generateSecret } from '../webhooks/sign';

export type WebhookRow = typeof webhooks.$inferSelect;

export function toWebhook(row: WebhookRow): WebhookConfigResponse['webhook'] {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookConfigResponse['webhook']['events'],
    headerNames: Object.keys(row.headers),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createWebhook(db: Executor, organizationId: number, body: WebhookConfigBody, now: Date): Promise<WebhookConfigResponse> {
  const secret = generateSecret();
  const headers = Object.fromEntries(Object.entries(body.headers ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const [row] = await db
    .insert(webhooks)
    .values({ organizationId, url: body.url, secret, description: body.description ?? null, headers, events: body.events, enabled: body.enabled, createdAt: now })
    .returning();
  return { webhook: toWebhook(row!), secret };
}
