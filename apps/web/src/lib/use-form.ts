import { fieldErrorsOf } from '@kora/shared';
import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsFromError } from './api-client';
import { errorsByTopField } from './form-errors';
import { dismissErrorToast, toastRequestError } from './toast';

/** Every field of the schema as a string, optional ones included (a form always holds a value, maybe empty). */
type Values<S extends z.ZodType> = { [K in keyof z.input<S>]-?: string };
export type FieldErrors = Record<string, string | undefined>;

/**
 * A small form state for zod schemas: string values, the first message per field (a nested one under
 * its top-level field), and a submit handler that validates client-side before calling `onValid`
 * with the parsed output.
 */
export function useForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState<Values<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: keyof Values<S>, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }, []);

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new try: the error toast of the last one goes.
    dismissErrorToast();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsByTopField(fieldErrorsOf(parsed.error)));
      return;
    }
    setErrors({});
    onValid(parsed.data);
  };

  /** Props for a field bound to `name`: its value, change handler and error. */
  const field = (name: keyof Values<S> & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
  });

  /**
   * The onError of a form's request: the server's field errors go under the matching fields, and a
   * destructive toast says `title` with the server's message, else `fallback`.
   */
  const failWith = (title: string, fallback: string) => (error: unknown) => {
    setErrors(errorsByTopField(fieldErrorsFromError(error)));
    toastRequestError(error, title, fallback);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setValue, handleSubmit, field, failWith, reset };
}
