import { useId, type ChangeEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import { Input, Select, Textarea } from './input';
import { PasswordInput } from './password-input';

/** What a control bound to a form field (see lib/use-form) receives: its value, change handler and error. */
interface BoundProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
}

/** The id of a field's control and the attributes that tie it to its label, hint and error. */
function useControl(name: string, error: string | undefined, hint: string | undefined) {
  const id = `${useId()}-${name}`;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, name, invalid: Boolean(error), 'aria-describedby': described };
}

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>;

/** A labelled text or password input wired to a form field (see lib/use-form): value, change and error. */
export function FormField({ label, name, value, error, onChange, hint, type = 'text', ...props }: BoundProps & NativeProps) {
  const control = useControl(name, error, hint);
  const inputProps = {
    ...props,
    ...control,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  return (
    <Field id={control.id} label={label} error={error} hint={hint}>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
    </Field>
  );
}

type NativeTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'name' | 'id'>;

/** A labelled multi-line input wired to a form field. */
export function TextareaField({ label, name, value, error, onChange, hint, ...props }: BoundProps & NativeTextareaProps) {
  const control = useControl(name, error, hint);
  return (
    <Field id={control.id} label={label} error={error} hint={hint}>
      <Textarea {...props} {...control} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

interface SelectOptions {
  options: readonly string[];
  /** What each option shows (a French label by value); an option without one shows its value. */
  labels?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** The text shown while nothing is chosen (the value is then ''); it cannot be chosen again. */
  placeholder?: string;
}

/** A labelled select of fixed options (each shown as its label, else its own value) wired to a form field. */
export function SelectField({ label, name, value, error, onChange, hint, options, labels, disabled, placeholder }: BoundProps & SelectOptions) {
  const control = useControl(name, error, hint);
  return (
    <Field id={control.id} label={label} error={error} hint={hint}>
      <Select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </Select>
    </Field>
  );
}
