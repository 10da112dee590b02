// The UI declares the message shapes it reads (src/ui/protocol.ts) so it needs no import from the
// extension layer; this file makes tsc (`npm test` type-checks tests) prove those shapes agree with
// the background's zod schemas in src/extension/messages.ts, in both directions that matter.
import { describe, expect, it } from 'vitest';
import { type MessageOf, type MessageResponse, responseSchemas } from '../../../src/extension/messages';
import type { UiMessageType, UiRequest, UiResponse } from '../../../src/ui/protocol';

type Assignable<A, B> = [A] extends [B] ? true : false;

// What the background answers must fit what the UI reads...
const responsesFit: { [K in UiMessageType]: Assignable<MessageResponse<K>, UiResponse<K>> } = {
  'verdict/get': true, 'sync/status': true, 'sync/now': true, parse: true, 'report/create': true,
  'warning/continue': true, 'warning/dispute': true, 'allowances/list': true, 'allowances/revoke': true,
  'config/get': true, 'config/set': true, 'config/test': true,
};
// ...and what the UI sends must be a message the background accepts.
const requestsFit: { [K in UiMessageType]: Assignable<UiRequest<K>, MessageOf<K>> } = {
  'verdict/get': true, 'sync/status': true, 'sync/now': true, parse: true, 'report/create': true,
  'warning/continue': true, 'warning/dispute': true, 'allowances/list': true, 'allowances/revoke': true,
  'config/get': true, 'config/set': true, 'config/test': true,
};

describe('UI message shapes', () => {
  it('match the background schemas for every message the UI sends', () => {
    for (const type of Object.keys(responsesFit)) expect(responseSchemas).toHaveProperty([type]);
    expect(Object.keys(requestsFit)).toEqual(Object.keys(responsesFit));
  });

  it('parse real background answers', () => {
    const parsed = responseSchemas.parse.parse({
      ok: true,
      parsed: { type: 'URL', content: 'https://a.test/', submittedContent: 'https://a.test/', extra: 1 },
    });
    const ui: UiResponse<'parse'> = parsed;
    expect(ui.ok && ui.parsed?.content).toBe('https://a.test/');
  });
});
