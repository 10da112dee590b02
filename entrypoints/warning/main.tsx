import { render } from 'preact';
import { browser } from 'wxt/browser';
import { type Message, parseWarningHash, sendMessage } from '../../src/extension/messages';
import { leavePage } from '../../src/ui/leave-page';
import type { Send } from '../../src/ui/protocol';
import { WarningPage } from '../../src/ui/WarningPage';
import '../../src/ui/styles.css';

// Responses are parsed by sendMessage with the background's schemas; the UI's types are checked
// against them in tests/unit/ui/protocol-compat.test.ts.
const send: Send = (msg) => sendMessage(browser, msg as Message) as Promise<never>;

const leave = () =>
  void leavePage({
    historyLength: history.length,
    back: () => history.back(),
    openNewTab: () => browser.tabs.create({}),
    closeThisTab: async () => {
      const tab = await browser.tabs.getCurrent();
      if (tab?.id !== undefined) await browser.tabs.remove(tab.id);
    },
  });

// replace(): the warning page should not stay in history between the user and the page they chose.
const go = (url: string) => location.replace(url);

render(
  <WarningPage payload={parseWarningHash(location.hash)} send={send} leave={leave} go={go} />,
  document.getElementById('app')!,
);
