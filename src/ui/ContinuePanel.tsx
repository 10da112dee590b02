import { useEffect, useState } from 'preact/hooks';
import { Button } from './Button';
import { StatusText } from './StatusText';
import type { Send } from './protocol';
import { clockWords, durationWords } from './time-words';
import { errorClause } from './text';

type Props = { send: Send; url: string; host: string; go: (url: string) => void; now: () => Date };

/** How long "Continue anyway" lasts unless the background says otherwise (INTERFACES.md: 1 hour). */
const DEFAULT_ALLOWANCE_SECONDS = 3600;

/** The details disclosure: the full address and "Continue anyway" for this site, for a limited time. */
export function ContinuePanel({ send, url, host, go, now }: Props) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<{ tone: 'neutral' | 'bad'; text: string }>({ tone: 'neutral', text: '' });
  const [busy, setBusy] = useState(false);
  const [seconds, setSeconds] = useState(DEFAULT_ALLOWANCE_SECONDS);

  // The background owns the limit; ask it so the sentence states the real duration.
  useEffect(() => {
    send({ type: 'config/get' }).then(
      (c) => c.allowanceSeconds && setSeconds(c.allowanceSeconds),
      () => undefined,
    );
  }, [send]);

  async function proceed() {
    setBusy(true);
    try {
      const res = await send({ type: 'warning/continue', url });
      setStatus({ tone: 'neutral', text: `Allowed until ${clockWords(res.until, now())}. Opening the page…` });
      go(url);
    } catch (err) {
      setStatus({
        tone: 'bad',
        text: `Palisade's background service did not answer (${errorClause(err)}), so the page stays blocked. Please try again.`,
      });
      setBusy(false);
    }
  }

  return (
    <section class="details" aria-labelledby="details-heading">
      <h2 id="details-heading" class="visually-hidden">
        Details
      </h2>
      <Button id="show-details" kind="link" ariaExpanded={open} ariaControls="details-panel" onClick={() => setOpen(!open)}>
        {open ? 'Hide details' : 'Details'}
      </Button>
      <div id="details-panel" hidden={!open}>
        <p>
          The full address was: <code class="url">{url}</code>
        </p>
        <p>
          If you are sure this site is safe, you can continue to <strong>{host}</strong>. Palisade will not warn you
          about this site for {durationWords(seconds * 1000)}. You can take this back at any time from the Palisade button in the
          browser toolbar.
        </p>
        <Button id="continue-anyway" kind="secondary" busy={busy} onClick={proceed}>
          Continue anyway
        </Button>
        <StatusText id="continue-result" tone={status.tone}>
          {status.text}
        </StatusText>
      </div>
    </section>
  );
}
