import { useEffect, useRef, useState } from 'preact/hooks';
import { Button } from './Button';
import { Field } from './Field';
import { StatusText } from './StatusText';
import type { Send } from './protocol';
import { clause, errorClause } from './text';

type Props = { send: Send; url: string; host: string };

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; id: string }
  | { kind: 'refused'; message: string }
  | { kind: 'no-background'; message: string };

// Loose on purpose: the address is optional and only used to reply; the service validates for real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "This is a mistake": files a dispute for the blocked address and says what became of it. */
export function DisputeForm({ send, url, host }: Props) {
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const emailRef = useRef<HTMLElement>(null);

  // The form appears after a click; move focus into it so keyboard users land where they are needed.
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(e: Event) {
    e.preventDefault();
    const trimmed = email.trim();
    if (trimmed && !EMAIL.test(trimmed)) {
      setEmailError('This does not look like an email address. Leave it empty or correct it.');
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setState({ kind: 'sending' });
    try {
      const res = await send({
        type: 'warning/dispute',
        url,
        ...(trimmed ? { email: trimmed } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      setState(res.ok ? { kind: 'sent', id: res.id } : { kind: 'refused', message: clause(res.message) });
    } catch (err) {
      setState({ kind: 'no-background', message: errorClause(err) });
    }
  }

  const done = state.kind === 'sent';
  return (
    <form class="dispute" onSubmit={submit} aria-labelledby="dispute-heading" noValidate>
      <h3 id="dispute-heading">Tell Palisade this warning is wrong</h3>
      <p class="hint">Your note goes to Palisade's reviewers together with the blocked address.</p>
      <Field
        id="dispute-email"
        label="Your email (optional, only to reply to you)"
        type="email"
        autoComplete="email"
        value={email}
        onInput={setEmail}
        error={emailError}
        inputRef={emailRef}
      />
      <Field
        id="dispute-description"
        label="Why do you think this page is safe? (optional)"
        multiline
        value={description}
        onInput={setDescription}
      />
      <Button id="dispute-submit" type="submit" kind="secondary" busy={state.kind === 'sending'} disabled={done}>
        Send to Palisade
      </Button>
      <StatusText id="dispute-result" tone={done ? 'good' : state.kind === 'idle' || state.kind === 'sending' ? 'neutral' : 'bad'}>
        {disputeWords(state, host)}
      </StatusText>
    </form>
  );
}

function disputeWords(state: State, host: string): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'sending':
      return 'Sending…';
    case 'sent':
      return `Thank you. Your dispute about ${host} was recorded (reference ${state.id}). The warning stays until a reviewer has looked at it.`;
    case 'refused':
      return (
        `Your dispute could not be sent: ${state.message}. The Palisade service may be unreachable; ` +
        'please try again later. You can still go back to safety or continue anyway.'
      );
    case 'no-background':
      return `Your dispute could not be sent because Palisade's background service did not answer (${state.message}). Please try again later.`;
  }
}
