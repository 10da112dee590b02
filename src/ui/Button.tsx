import type { ComponentChildren, Ref } from 'preact';

type Props = {
  id?: string;
  kind?: 'primary' | 'secondary' | 'link';
  type?: 'button' | 'submit';
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  ariaLabel?: string;
  ariaExpanded?: boolean;
  ariaControls?: string;
  children: ComponentChildren;
};

/** A native button (keyboard and screen readers for free) in one of three looks. */
export function Button(p: Props) {
  return (
    <button
      id={p.id}
      ref={p.buttonRef}
      type={p.type ?? 'button'}
      class={`btn btn-${p.kind ?? 'secondary'}`}
      disabled={p.disabled || p.busy}
      aria-busy={p.busy ? 'true' : undefined}
      aria-label={p.ariaLabel}
      aria-expanded={p.ariaExpanded}
      aria-controls={p.ariaControls}
      onClick={p.onClick}
    >
      {p.children}
    </button>
  );
}
