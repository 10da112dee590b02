// Every action between an extension page (popup, warning, options) and the background is a named
// message (INTERFACES.md). Requests and responses are zod schemas so that both sides parse what they
// receive instead of trusting a cast; `sendMessage` is the one typed way for a page to ask.
import { z } from 'zod';

const threat = z.object({ label: z.string().nullable(), brand: z.string().nullable() });
export type Threat = z.infer<typeof threat>;

// The parse result (spec: "Parsed asset"), computed in the background by the service's own parser
// (src/parse). Kept loose on purpose: the popup shows only type, content and identifier.
export const ParsedAssetView = z.looseObject({
  content: z.string(),
  submittedContent: z.string(),
  type: z.string(),
  identifier: z.string().optional(),
  identifierType: z.string().optional(),
});
export type ParsedAssetView = z.infer<typeof ParsedAssetView>;

export const ReportErrorItem = z.object({
  asset: z.string(),
  errorType: z.string(),
  message: z.string(),
  suggestion: z.string(),
});

const configFields = {
  apiUrl: z.string(),
  apiKey: z.string(),
  slug: z.string(),
  // How long "Continue anyway" lasts. Optional so that pages that only edit the three visible fields
  // keep the current value; tests shorten it to watch an allowance expire.
  allowanceSeconds: z.number().int().min(1).optional(),
};

export const Message = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('verdict/get'), url: z.string() }),
  z.object({ type: z.literal('sync/status') }),
  z.object({ type: z.literal('sync/now') }),
  z.object({ type: z.literal('parse'), content: z.string() }),
  z.object({
    type: z.literal('report/create'),
    url: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    contactInfo: z.string().optional(),
  }),
  z.object({ type: z.literal('warning/continue'), url: z.string() }),
  z.object({ type: z.literal('warning/dispute'), url: z.string(), email: z.string().optional(), description: z.string().optional() }),
  z.object({ type: z.literal('allowances/list') }),
  z.object({ type: z.literal('allowances/revoke'), host: z.string() }),
  z.object({ type: z.literal('config/get') }),
  z.object({ type: z.literal('config/set'), ...configFields }),
  z.object({ type: z.literal('config/test'), apiUrl: z.string(), apiKey: z.string(), slug: z.string() }),
]);
export type Message = z.infer<typeof Message>;
export type MessageType = Message['type'];

export const SyncStatus = z.object({
  version: z.number().int().nullable(),
  count: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextSyncAt: z.string().nullable(),
  state: z.enum(['fresh', 'stale', 'failing', 'never-synced']),
});
export type SyncStatus = z.infer<typeof SyncStatus>;

export const Verdict = z.object({
  state: z.enum(['safe', 'warned', 'allowed-by-user', 'not-checked']),
  reason: z.string(),
  host: z.string().nullable(),
  threat: threat.nullable(),
});
export type Verdict = z.infer<typeof Verdict>;

const failure = z.object({ ok: z.literal(false), message: z.string() });

export const responseSchemas = {
  ready: z.object({ ready: z.literal(true), listLoaded: z.boolean() }),
  'verdict/get': Verdict,
  'sync/status': SyncStatus,
  'sync/now': SyncStatus,
  parse: z.union([z.object({ ok: z.literal(true), parsed: ParsedAssetView.nullable() }), failure]),
  'report/create': z.union([
    z.object({ ok: z.literal(true), id: z.number() }),
    z.object({ ok: z.literal(false), status: z.number(), message: z.string(), errors: z.array(ReportErrorItem) }),
  ]),
  'warning/continue': z.object({ ok: z.literal(true), until: z.string() }),
  'warning/dispute': z.union([z.object({ ok: z.literal(true), id: z.string() }), failure]),
  'allowances/list': z.object({ allowances: z.array(z.object({ host: z.string(), until: z.string() })) }),
  'allowances/revoke': z.object({ ok: z.literal(true) }),
  'config/get': z.object({ ...configFields, allowanceSeconds: z.number().int().min(1) }),
  'config/set': z.object({ ok: z.literal(true) }),
  'config/test': z.union([z.object({ ok: z.literal(true), detail: z.string() }), failure]),
} satisfies Record<MessageType, z.ZodType>;

export type MessageResponse<T extends MessageType> = z.infer<(typeof responseSchemas)[T]>;
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;

// What the background answers when a handler throws: the page shows the message instead of hanging.
export const MessageFailure = z.object({ error: z.string() });

/** The part of `browser` a page needs to talk to the background. */
export interface MessageSender {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
}

export class MessageError extends Error {
  override name = 'MessageError';
}

/** Sends a message to the background and parses the answer with the message's response schema. */
export async function sendMessage<M extends Message>(browser: MessageSender, message: M): Promise<MessageResponse<M['type']>> {
  const raw = await browser.runtime.sendMessage(message);
  const failed = MessageFailure.safeParse(raw);
  if (failed.success) throw new MessageError(failed.data.error);
  const schema: z.ZodType = responseSchemas[message.type];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new MessageError(`Unexpected answer to ${message.type}: ${parsed.error.message}`);
  // Parsed with the schema of this very type above; TypeScript cannot correlate the indexed schema itself.
  return parsed.data as MessageResponse<M['type']>;
}

/** The warning page's payload, carried in its URL hash (INTERFACES.md). */
export const WarningPayload = z.object({
  url: z.string(),
  host: z.string(),
  threat: threat.nullable(),
  confirmFailed: z.boolean(),
});
export type WarningPayload = z.infer<typeof WarningPayload>;

export function warningHash(payload: WarningPayload): string {
  return `#${encodeURIComponent(JSON.stringify(payload))}`;
}

export function parseWarningHash(hash: string): WarningPayload | null {
  try {
    const parsed = WarningPayload.safeParse(JSON.parse(decodeURIComponent(hash.replace(/^#/, ''))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
