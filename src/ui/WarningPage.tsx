import { useEffect, useRef, useState } from 'preact/hooks';
import { Button } from './Button';
import { ContinuePanel } from './ContinuePanel';
import { DisputeForm } from './DisputeForm';
import type { Send, WarningPayload } from './protocol';
import { CONFIRM_FAILED_WORDS, threatReason } from './threat-words';

export type WarningPageProps = {
  /** null when the page was opened without a readable payload. */
  payload: WarningPayload | null;
  send: Send;
  /** "Back to safety": history back when there is history, else close the tab for a fresh one. */
  leave: () => void;
  /** Navigates the tab to the blocked address once it is allowed. */
  go: (url: string) => void;
  now?: () => Date;
};

/**
 * The page shown instead of a blocked one. Bundled with the extension and free of remote resources,
 * so it works with the service down. Every string is rendered as text by Preact, never as HTML.
 */
export function WarningPage({ payload, send, leave, go, now = () => new Date() }: WarningPageProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  const [disputing, setDisputing] = useState(false);

  // The safe choice is focused first, so Enter or Space right away leaves the page.
  useEffect(() => backRef.current?.focus(), []);

  const host = payload?.host || 'this page';
  return (
    <div class="page page-warning">
      <header class="banner">
        <p class="brand-name">Palisade</p>
      </header>
      <main>
        <h1>This page may be dangerous</h1>
        <p class="host-line">
          Palisade stopped{' '}
          <strong id="warning-host" class="host">
            {host}
          </strong>{' '}
          from loading.
        </p>
        <p id="warning-reason" class="reason">
          {payload ? threatReason(payload.threat) : 'Palisade stopped a page, but the details of the warning are missing.'}
          {payload?.confirmFailed ? ` ${CONFIRM_FAILED_WORDS}` : ''}
        </p>
        <p>Pages like this can steal passwords, money or personal details. We recommend that you do not continue.</p>
        <div class="actions">
          <Button id="back-to-safety" kind="primary" buttonRef={backRef} onClick={leave}>
            Back to safety
          </Button>
        </div>
        {payload && <ContinuePanel send={send} url={payload.url} host={host} go={go} now={now} />}
        {payload && (
          <section class="mistake" aria-labelledby="mistake-heading">
            <h2 id="mistake-heading">Think this warning is wrong?</h2>
            <Button
              id="report-mistake"
              kind="link"
              ariaExpanded={disputing}
              ariaControls="dispute-area"
              onClick={() => setDisputing(!disputing)}
            >
              This is a mistake
            </Button>
            <div id="dispute-area">{disputing && <DisputeForm send={send} url={payload.url} host={host} />}</div>
          </section>
        )}
      </main>
      <footer>
        <p class="hint">
          Palisade checks addresses against a list kept on your device. Only when an address matches does it ask the Palisade service to confirm, sending a short fragment of its fingerprint mixed with decoys.
        </p>
      </footer>
    </div>
  );
}
