import { useEffect, useRef, useState } from 'preact/hooks';
import { apiUrlProblem } from './api-url';
import { Button } from './Button';
import { Field } from './Field';
import type { Config, Send } from './protocol';
import { StatusText } from './StatusText';
import { errorClause } from './text';

type Props = { send: Send };
type Result = { tone: 'neutral' | 'good' | 'bad'; text: string };

/** API base URL, API key and organization slug, with Save and Test connection. */
export function OptionsPage({ send }: Props) {
  const [config, setConfig] = useState<Config>({ apiUrl: '', apiKey: '', slug: '' });
  const [urlError, setUrlError] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ tone: 'neutral', text: '' });
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const urlRef = useRef<HTMLElement>(null);

  useEffect(() => {
    send({ type: 'config/get' }).then(
      ({ apiUrl, apiKey, slug }) => setConfig({ apiUrl, apiKey, slug }),
      (err) => setResult({ tone: 'bad', text: `The current settings could not be read: ${errorClause(err)}.` }),
    );
  }, [send]);

  const set = (key: keyof Config) => (value: string) => setConfig((c) => ({ ...c, [key]: value }));

  /** The trimmed fields, or null (with the error shown beside the URL) when the URL is not acceptable. */
  function checked(): Config | null {
    const problem = apiUrlProblem(config.apiUrl);
    setUrlError(problem);
    if (problem) {
      setResult({ tone: 'bad', text: 'Please correct the service address first.' });
      urlRef.current?.focus();
      return null;
    }
    return { apiUrl: config.apiUrl.trim(), apiKey: config.apiKey.trim(), slug: config.slug.trim() };
  }

  async function save(e: Event) {
    e.preventDefault();
    const c = checked();
    if (!c) return;
    setBusy('save');
    try {
      await send({ type: 'config/set', ...c });
      setResult({ tone: 'good', text: 'Saved. Palisade uses these settings from now on.' });
    } catch (err) {
      setResult({ tone: 'bad', text: `The settings were not saved: ${errorClause(err)}.` });
    } finally {
      setBusy(null);
    }
  }

  async function test() {
    const c = checked();
    if (!c) return;
    setBusy('test');
    setResult({ tone: 'neutral', text: 'Testing the connection…' });
    try {
      const res = await send({ type: 'config/test', ...c });
      setResult(
        res.ok
          ? { tone: 'good', text: `Connection works: ${res.detail}` }
          : { tone: 'bad', text: `Connection failed: ${res.message}` },
      );
    } catch (err) {
      setResult({ tone: 'bad', text: `The connection could not be tested: ${errorClause(err)}.` });
    } finally {
      setBusy(null);
    }
  }

  return (
    <main class="page-options">
      <h1>Palisade settings</h1>
      <p class="hint">These settings stay in this browser. The API key is only ever sent to the service address below.</p>
      <form onSubmit={save} noValidate>
        <Field
          id="api-url"
          label="Service address (API base URL)"
          type="url"
          hint="For example https://api.example.com/v2. It must use https://, except on this computer (http://127.0.0.1 or http://localhost)."
          value={config.apiUrl}
          onInput={set('apiUrl')}
          error={urlError}
          inputRef={urlRef}
          autoComplete="url"
        />
        <Field id="api-key" label="API key" type="password" autoComplete="off" value={config.apiKey} onInput={set('apiKey')} />
        <Field
          id="slug"
          label="Organization slug"
          hint="Reports you file are credited to this organization."
          value={config.slug}
          onInput={set('slug')}
          autoComplete="organization"
        />
        <div class="buttons">
          <Button id="save" type="submit" kind="primary" busy={busy === 'save'}>
            Save
          </Button>
          <Button id="test-connection" kind="secondary" busy={busy === 'test'} onClick={test}>
            Test connection
          </Button>
        </div>
      </form>
      <StatusText id="options-result" tone={result.tone}>
        {result.text}
      </StatusText>
    </main>
  );
}
