import { useRef, useState } from 'preact/hooks';
import { Button } from './Button';
import { Field } from './Field';
import type { ReportResult, Send } from './protocol';
import { reportErrorWords } from './report-error-words';
import { StatusText } from './StatusText';
import { clause, errorClause } from './text';

type Props = { send: Send; url: string | null };

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'answered'; result: ReportResult } | { kind: 'no-background'; message: string };

/** The spec's minimum title length (report creation: title length >= 3). */
const MIN_TITLE = 3;

/** Explains a refusal that is not a 422 by its HTTP status. */
function refusalWords(status: number, raw: string): string {
  const message = clause(raw);
  if (status === 401 || status === 403) return 'The Palisade service refused the API key. Check it in the options page.';
  if (status === 429) return 'Too many reports in a short time. Please wait a little and try again.';
  if (status === 0) return `The Palisade service could not be reached (${message}). Please try again later.`;
  if (status >= 500) return `The Palisade service had a problem (${message}). Please try again later.`;
  return `${message}.`;
}

/** Reports the page in the tab; each 422 error is shown in words beside the asset it concerns. */
export function PopupReport({ send, url }: Props) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const titleRef = useRef<HTMLElement>(null);

  async function submit(e: Event) {
    e.preventDefault();
    if (!url) return;
    const t = title.trim();
    if (t && t.length < MIN_TITLE) {
      setTitleError(`A title needs at least ${MIN_TITLE} characters, or leave it empty.`);
      titleRef.current?.focus();
      return;
    }
    setTitleError(null);
    setState({ kind: 'sending' });
    try {
      const result = await send({
        type: 'report/create',
        url,
        ...(t ? { title: t } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      setState({ kind: 'answered', result });
    } catch (err) {
      setState({ kind: 'no-background', message: errorClause(err) });
    }
  }

  let resultText = '';
  let tone: 'neutral' | 'good' | 'bad' = 'neutral';
  const errors = state.kind === 'answered' && !state.result.ok ? state.result.errors : [];
  if (state.kind === 'sending') resultText = 'Sending the report…';
  else if (state.kind === 'no-background') {
    resultText = `The report was not sent: Palisade's background service did not answer (${state.message}).`;
    tone = 'bad';
  } else if (state.kind === 'answered' && state.result.ok) {
    resultText = `Thank you. Report ${state.result.id} was filed and will be reviewed.`;
    tone = 'good';
  } else if (state.kind === 'answered' && !state.result.ok) {
    const r = state.result;
    resultText =
      errors.length > 0
        ? `The report was not filed. ${errors.length === 1 ? 'One problem' : `${errors.length} problems`}:`
        : `The report was not filed. ${refusalWords(r.status, r.message)}`;
    tone = 'bad';
  }

  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading">Report this page</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="report-title"
          label="Title (optional)"
          hint="At least 3 characters, e.g. “Fake bank login”."
          value={title}
          onInput={setTitle}
          error={titleError}
          inputRef={titleRef}
        />
        <Field id="report-description" label="What is wrong with it? (optional)" multiline value={description} onInput={setDescription} />
        <Button id="report-submit" type="submit" kind="primary" busy={state.kind === 'sending'} disabled={!url}>
          Report this page
        </Button>
      </form>
      <StatusText id="report-result" tone={tone}>
        {resultText}
      </StatusText>
      {errors.length > 0 && (
        <ul class="report-errors">
          {errors.map((e, i) => (
            <li key={i} class="report-error">
              <code class="url">{e.asset}</code>: {reportErrorWords(e)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
