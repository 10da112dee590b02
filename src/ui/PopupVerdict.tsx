import type { Send } from './protocol';
import { useRequest } from './use-request';
import { verdictWords } from './verdict-words';

type Props = { send: Send; url: string | null; revision: number };

/** The current page's verdict: looks safe, warned, allowed by you, or not checked and why. */
export function PopupVerdict({ send, url, revision }: Props) {
  const [verdict] = useRequest(
    () => (url ? send({ type: 'verdict/get', url }) : Promise.resolve(null)),
    [send, url, revision],
  );
  let title = 'Checking…';
  let detail = '';
  let tone = 'neutral';
  if (verdict.kind === 'failed') {
    title = 'Not checked';
    detail = `Palisade's background service did not answer (${verdict.message}).`;
    tone = 'bad';
  } else if (verdict.kind === 'done' && verdict.value === null) {
    title = 'Not checked';
    detail = 'There is no web page in this tab.';
  } else if (verdict.kind === 'done' && verdict.value) {
    ({ title, detail } = verdictWords(verdict.value));
    tone = verdict.value.state === 'warned' ? 'bad' : verdict.value.state === 'safe' ? 'good' : 'neutral';
  }
  return (
    <section aria-labelledby="verdict-heading">
      <h2 id="verdict-heading">This page</h2>
      {url && <p class="hint url">{url}</p>}
      <p id="verdict" class={`status-${tone}`} aria-live="polite">
        <span class="verdict-title">{title}</span>
        {detail && `: ${detail}`}
      </p>
    </section>
  );
}
