import type { InputHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import './field.css';

/** A text input; `invalid` marks it for assistive technology and styling. */
export function Input({ className, invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return <input className={cx('input', className)} aria-invalid={invalid || undefined} {...props} />;
}
