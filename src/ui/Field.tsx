
type Props = {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'password';
  multiline?: boolean;
  hint?: string;
  error?: string | null;
  autoComplete?: string;
  /** Lets the owner move focus here (a form that opens, a field with an error). */
  inputRef?: { current: HTMLElement | null };
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function Field(p: Props) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  const errorId = p.error ? `${p.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id: p.id,
    ref: (el: HTMLElement | null) => {
      if (p.inputRef) p.inputRef.current = el;
    },
    value: p.value,
    'aria-describedby': describedBy,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    onInput: (e: Event) => p.onInput((e.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field">
      <label for={p.id}>{p.label}</label>
      {p.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={p.type ?? 'text'} autoComplete={p.autoComplete} spellcheck={false} />
      )}
      {p.hint && (
        <p id={hintId} class="hint">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={errorId} class="error-text">
          {p.error}
        </p>
      )}
    </div>
  );
}
