import { useState } from 'preact/hooks';
import { PopupAllowances } from './PopupAllowances';
import { PopupParse } from './PopupParse';
import { PopupReport } from './PopupReport';
import { PopupSync } from './PopupSync';
import { PopupVerdict } from './PopupVerdict';
import type { Send } from './protocol';

export type PopupProps = {
  send: Send;
  /** The page the popup is about: the active tab's URL, or the one named in `#url=` (tests). */
  url: string | null;
  now?: () => Date;
};

/** The toolbar popup: verdict, parse result, list status, report form and allowances. */
export function Popup({ send, url, now = () => new Date() }: PopupProps) {
  // Revoking an allowance changes the verdict of the current page; bump to ask again.
  const [revision, setRevision] = useState(0);
  return (
    <main class="page-popup">
      <h1>Palisade</h1>
      <PopupVerdict send={send} url={url} revision={revision} />
      <PopupParse send={send} url={url} />
      <PopupReport send={send} url={url} />
      <PopupAllowances send={send} now={now} onChange={() => setRevision((r) => r + 1)} />
      <PopupSync send={send} now={now} />
    </main>
  );
}
