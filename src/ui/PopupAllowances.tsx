import { useState } from 'preact/hooks';
import { Button } from './Button';
import type { Send } from './protocol';
import { StatusText } from './StatusText';
import { clockWords } from './time-words';
import { useRequest } from './use-request';
import { errorClause } from './text';

type Props = { send: Send; now: () => Date; onChange: () => void };

/** Sites the person chose to visit despite a warning, each with a button to take that back. */
export function PopupAllowances({ send, now, onChange }: Props) {
  const [list, reload] = useRequest(() => send({ type: 'allowances/list' }), [send]);
  const [status, setStatus] = useState('');

  async function revoke(host: string) {
    try {
      await send({ type: 'allowances/revoke', host });
      setStatus(`Palisade will warn you about ${host} again.`);
    } catch (err) {
      setStatus(`Could not revoke ${host}: ${errorClause(err)}.`);
    }
    reload();
    onChange();
  }

  const items = list.kind === 'done' ? list.value.allowances : [];
  return (
    <section aria-labelledby="allowances-heading">
      <h2 id="allowances-heading">Sites you allowed</h2>
      <ul id="allowances">
        {items.map((a) => (
          <li key={a.host} class="row">
            <span>
              <strong>{a.host}</strong> until {clockWords(a.until, now())}
            </span>
            <Button kind="secondary" ariaLabel={`Revoke: warn me about ${a.host} again`} onClick={() => void revoke(a.host)}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      {list.kind === 'done' && items.length === 0 && <p class="hint">None. Sites you continue to despite a warning appear here.</p>}
      {list.kind === 'failed' && <p class="status-bad">The list could not be read ({list.message}).</p>}
      <StatusText id="allowances-result">{status}</StatusText>
    </section>
  );
}
