// Webhooks group: configure an organization webhook, and the payloads it delivers. Deliveries are
// signed: header `X-Palisade-Signature: sha256=<hex>`, HMAC-SHA256 of the raw body keyed with the
// webhook secret (shown once, at creation). Any 2xx ends a delivery; otherwise up to 3 retries with
// exponential backoff. Payload keys are snake_case, as the reference service sends them.
import { z } from 'zod';
import { AssetStatus, AssetType, WebhookEvent } from './enums';
import { PositiveId, Slug, Timestamp } from './common';
import { defineOperation, withErrors } from './operation';

export const WEBHOOK_SIGNATURE_HEADER = 'X-Palisade-Signature';
/** Also sent, with the same value, so receivers written for the reference service keep verifying. */
export const WEBHOOK_SIGNATURE_HEADER_COMPAT = 'X-ChainPatrol-Signature';
export const WEBHOOK_MAX_RETRIES = 3;

/** https anywhere; http only to this machine (a receiver under test), never across a network. */
export function isHttpsOrLoopback(url: string): boolean {
  if (!URL.canParse(url)) return true; // the url check above already reports it
  const u = new URL(url);
  if (u.protocol === 'https:') return true;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return u.protocol === 'http:' && (host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host));
}

export const WebhookFixedHeaders = z
  .strictObject({ 'X-goog-api-key': z.string().min(1).optional(), 'X-Webhook-Access-Key': z.string().min(1).optional() })
  .meta({ id: 'WebhookFixedHeaders', description: 'Fixed headers sent with every delivery (Google SecOps); only these two names' });

export const WebhookConfigBody = z
  .object({
    slug: Slug,
    url: z
      .url({ protocol: /^https?$/, error: 'The endpoint must be an HTTPS URL' })
      .refine(isHttpsOrLoopback, 'The endpoint must be an HTTPS URL (plain http only for loopback receivers)')
      .meta({ description: 'HTTPS endpoint; http is accepted only for loopback hosts (localhost, 127.0.0.0/8, ::1), for local testing' }),
    description: z.string().max(1000).optional(),
    events: z
      .array(WebhookEvent)
      .min(1)
      .refine((e) => new Set(e).size === e.length, 'Each event may appear once'),
    headers: WebhookFixedHeaders.optional(),
    enabled: z.boolean().default(true),
  })
  .meta({ id: 'WebhookConfigBody' });
export type WebhookConfigBody = z.infer<typeof WebhookConfigBody>;

export const Webhook = z
  .object({
    id: PositiveId,
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(WebhookEvent),
    headerNames: z.array(z.string()).meta({ description: 'Names of the fixed headers; values are never echoed' }),
    enabled: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof Webhook>;

export const WebhookConfigResponse = z
  .object({
    webhook: Webhook,
    secret: z.string().min(32).meta({ description: 'Signing secret; shown only in this response. Rotate by creating a new webhook.' }),
  })
  .meta({ id: 'WebhookConfigResponse' });
export type WebhookConfigResponse = z.infer<typeof WebhookConfigResponse>;

// ---- delivered payloads ---------------------------------------------------------------------------------
export const AssetStatusUpdatedPayload = z
  .object({
    type: z.literal('asset.status-updated'),
    created_at: Timestamp,
    data: z.object({ asset_id: PositiveId, type: AssetType, content: z.string(), status: AssetStatus }),
  })
  .meta({ id: 'AssetStatusUpdatedPayload' });

export const AssetStatusEscalatedPayload = z
  .object({
    type: z.literal('asset.status-escalated'),
    created_at: Timestamp,
    data: z.object({
      asset_id: PositiveId,
      content: z.string(),
      type: AssetType,
      status: AssetStatus,
      proposal_id: PositiveId,
      organization_id: PositiveId,
    }),
  })
  .meta({ id: 'AssetStatusEscalatedPayload' });

export const ThreatDetectionAddedPayload = z
  .object({
    type: z.literal('organization.threat-detection-added'),
    created_at: Timestamp,
    data: z.object({ organization_id: PositiveId, threat_detection_result_id: PositiveId }),
  })
  .meta({ id: 'ThreatDetectionAddedPayload' });

/** The test delivery keys its name under `event`, not `type` (as the reference service does). */
export const DebugTestPayload = z
  .object({ event: z.literal('debug.test'), created_at: Timestamp, data: z.object({}) })
  .meta({ id: 'DebugTestPayload' });

export const WebhookEventPayload = z
  .discriminatedUnion('type', [AssetStatusUpdatedPayload, AssetStatusEscalatedPayload, ThreatDetectionAddedPayload])
  .meta({ id: 'WebhookEventPayload' });
export type WebhookEventPayload = z.infer<typeof WebhookEventPayload>;
export const WebhookPayload = z.union([WebhookEventPayload, DebugTestPayload]).meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const webhookOperations = [
  defineOperation({
    id: 'webhookConfig', method: 'post', path: '/webhook/config', group: 'Webhooks', auth: 'apiKey',
    summary: 'Create and configure an organization webhook',
    description: 'The key must have access to the organization. The secret is returned once.',
    request: { body: WebhookConfigBody },
    responses: { 200: WebhookConfigResponse, ...withErrors(404) },
  }),
] as const;
