import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import './field.css';

/** A text input; `invalid` marks it for assistive technology and styling. */
export function Input({ className, invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return <input className={cx('input', className)} aria-invalid={invalid || undefined} {...props} />;
}

/** A multi-line text input, styled like {@link Input}. */
export function Textarea({ className, invalid, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return <textarea className={cx('input', 'input--multiline', className)} aria-invalid={invalid || undefined} {...props} />;
}

/** A native select (the phone's own picker), styled like {@link Input}. */
export function Select({ className, invalid, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }) {
  return <select className={cx('input', 'input--select', className)} aria-invalid={invalid || undefined} {...props} />;
}
