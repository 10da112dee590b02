// Webhook signatures. The receiver recomputes HMAC-SHA256 over the raw request body, keyed with the
// webhook's secret, and compares it in constant time with the hex after `sha256=` in
// X-Palisade-Signature (X-ChainPatrol-Signature carries the same value for receivers written for the
// reference service). The body itself carries `created_at`, so the signed bytes include the time and
// a receiver can refuse old replays; X-Palisade-Timestamp repeats it as Unix seconds for convenience.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_SIGNATURE_HEADER_COMPAT } from '../../contract/webhooks';

/** 32 random bytes, hex, with a prefix that makes a leaked secret easy to recognise in scanners. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

export function signature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** True when `header` is the signature of `rawBody` under `secret` (constant-time comparison). */
export function verifySignature(secret: string, rawBody: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signature(secret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function deliveryHeaders(input: { secret: string; body: string; event: string; deliveryId: number; at: Date; fixed: Record<string, string> }): Record<string, string> {
  const sig = signature(input.secret, input.body);
  return {
    ...input.fixed,
    'content-type': 'application/json',
    'user-agent': 'Palisade-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: sig,
    [WEBHOOK_SIGNATURE_HEADER_COMPAT]: sig,
    'X-Palisade-Timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'X-Palisade-Event': input.event,
    'X-Palisade-Delivery': String(input.deliveryId),
  };
}
