import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../../lib/router';
import { cx } from '../../lib/cx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'destructive';
export type ButtonSize = 'md' | 'sm' | 'lg' | 'icon';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The class names shared by buttons and by links styled as buttons. */
export function buttonClass({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string): string {
  return cx('btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { loading?: boolean };

/** A button; `loading` disables it and marks it busy while a request runs. */
export function Button({ variant, size, block, loading, className, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    />
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & StyleProps & { children: ReactNode }) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
