import type { ComponentChildren } from 'preact';

type Props = {
  id?: string;
  tone?: 'neutral' | 'good' | 'bad';
  children?: ComponentChildren;
};

/**
 * A live region for the outcome of an action. It is always rendered (empty when idle) because
 * screen readers only announce changes to a region that already existed.
 */
export function StatusText(p: Props) {
  return (
    <p id={p.id} class={`status status-${p.tone ?? 'neutral'}`} role="status" aria-live="polite">
      {p.children}
    </p>
  );
}
