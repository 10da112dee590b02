import { render } from 'preact';
import { browser } from 'wxt/browser';
import { type Message, sendMessage } from '../../src/extension/messages';
import { OptionsPage } from '../../src/ui/OptionsPage';
import type { Send } from '../../src/ui/protocol';
import '../../src/ui/styles.css';

// Responses are parsed by sendMessage with the background's schemas; the UI's types are checked
// against them in tests/unit/ui/protocol-compat.test.ts.
const send: Send = (msg) => sendMessage(browser, msg as Message) as Promise<never>;

render(<OptionsPage send={send} />, document.getElementById('app')!);
