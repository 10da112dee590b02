import { render } from 'preact';
import { browser } from 'wxt/browser';
import { type Message, sendMessage } from '../../src/extension/messages';
import { Popup } from '../../src/ui/Popup';
import { popupTarget } from '../../src/ui/popup-target';
import type { Send } from '../../src/ui/protocol';
import '../../src/ui/styles.css';

// Responses are parsed by sendMessage with the background's schemas; the UI's types are checked
// against them in tests/unit/ui/protocol-compat.test.ts.
const send: Send = (msg) => sendMessage(browser, msg as Message) as Promise<never>;

async function activeTabUrl(): Promise<string | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.url;
}

async function main() {
  const url = await popupTarget(location.hash, activeTabUrl).catch(() => null);
  render(<Popup send={send} url={url} />, document.getElementById('app')!);
}

void main();
