import { useState } from 'preact/hooks';
import { Button } from './Button';
import type { Send } from './protocol';
import { syncWords } from './sync-words';
import { useRequest } from './use-request';
import { errorClause } from './text';

type Props = { send: Send; now: () => Date };

/** The blocklist's version, size and age in words, with stale or failing syncs spelled out. */
export function PopupSync({ send, now }: Props) {
  const [status, , setStatus] = useRequest(() => send({ type: 'sync/status' }), [send]);
  const [busy, setBusy] = useState(false);
  const [nowFailed, setNowFailed] = useState<string | null>(null);

  async function syncNow() {
    setBusy(true);
    setNowFailed(null);
    try {
      setStatus(await send({ type: 'sync/now' }));
    } catch (err) {
      setNowFailed(errorClause(err));
    } finally {
      setBusy(false);
    }
  }

  let text = 'Reading the list status…';
  let tone = 'neutral';
  if (status.kind === 'failed') {
    text = `Palisade's background service did not answer (${status.message}).`;
    tone = 'bad';
  } else if (status.kind === 'done') {
    text = syncWords(status.value, now());
    tone = status.value.state === 'fresh' ? 'neutral' : 'bad';
  }
  return (
    <section aria-labelledby="sync-heading">
      <div class="row">
        <h2 id="sync-heading">Block list</h2>
        <Button id="sync-now" kind="link" busy={busy} onClick={syncNow}>
          Update now
        </Button>
      </div>
      <p id="sync-status" class={`status-${tone}`} role="status" aria-live="polite">
        {text}
        {nowFailed && ` The update could not start: ${nowFailed}.`}
      </p>
    </section>
  );
}
