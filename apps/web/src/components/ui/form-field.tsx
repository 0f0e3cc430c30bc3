import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>;

interface FormFieldProps extends NativeProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
}

/** A labelled text or password input wired to a form field (see lib/use-form): value, change and error. */
export function FormField({ label, name, value, error, onChange, hint, type = 'text', ...props }: FormFieldProps) {
  const id = `${useId()}-${name}`;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const inputProps = {
    ...props,
    id,
    name,
    value,
    invalid: Boolean(error),
    'aria-describedby': described,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
    </Field>
  );
}
