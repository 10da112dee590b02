// A small DOM for rendering the real Preact components in Node: linkedom provides the document,
// preact/test-utils' act() flushes renders and effects. No module mocks: the pages get a fake `send`.
import { parseHTML } from 'linkedom';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import type { Send, UiMessageType, UiRequest, UiResponse } from '../../../src/ui/protocol';

const { window, document } = parseHTML('<!doctype html><html lang="en"><head></head><body></body></html>');
Object.assign(globalThis, { window, document, Event: window.Event, Node: window.Node, HTMLElement: window.HTMLElement });

// linkedom has no focus model; record the last focus() call so tests can check focus management.
let focusedElement: Element | null = null;
Object.defineProperty(window.HTMLElement.prototype, 'focus', {
  value(this: Element) {
    focusedElement = this; // eslint-disable-line @typescript-eslint/no-this-alias -- recording the receiver is the point
  },
});
export const focused = () => focusedElement;

export type Handlers = { [K in UiMessageType]?: (req: UiRequest<K>) => UiResponse<K> | Promise<UiResponse<K>> };

/** A fake background: answers with the given handlers, records every request, rejects unknown ones. */
export function fakeSend(handlers: Handlers): Send & { sent: UiRequest[] } {
  const sent: UiRequest[] = [];
  const send = async (msg: UiRequest) => {
    sent.push(msg);
    const handler = handlers[msg.type] as ((req: UiRequest) => unknown) | undefined;
    if (!handler) throw new Error(`no handler for ${msg.type}`);
    return handler(msg);
  };
  return Object.assign(send as Send, { sent });
}

/** Lets pending promises (fake sends) settle and Preact re-render. */
export async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

export async function mount(node: ComponentChild) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(node, root));
  await settle();
  const q = <E extends Element = HTMLElement>(sel: string) => {
    const el = root.querySelector(sel);
    if (!el) throw new Error(`no element ${sel} in ${root.innerHTML}`);
    return el as unknown as E;
  };
  return {
    root,
    q,
    has: (sel: string) => root.querySelector(sel) !== null,
    text: (sel: string) => (q(sel).textContent ?? '').replace(/\s+/g, ' ').trim(),
    click: async (sel: string) => {
      await act(() => void q(sel).dispatchEvent(new window.Event('click', { bubbles: true })));
      await settle();
    },
    type: async (sel: string, value: string) => {
      const el = q<HTMLInputElement>(sel);
      el.value = value;
      await act(() => void el.dispatchEvent(new window.Event('input', { bubbles: true })));
    },
    submit: async (sel: string) => {
      await act(() => void q(sel).dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true })));
      await settle();
    },
    unmount: async () => {
      await act(() => render(null, root));
      root.remove();
    },
  };
}

export { document };
