import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A label bound to its control, with an optional hint and the field's error under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Under a control or a group of controls: its error (announced), else its hint; their ids are
 * `${id}-error` and `${id}-hint`, for the control's aria-describedby.
 */
export function FieldNote({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p className="field__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  );
}
