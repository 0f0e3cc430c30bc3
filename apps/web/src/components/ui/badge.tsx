import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

export type BadgeVariant = 'default' | 'primary' | 'success' | 'danger' | 'live' | 'outline';

/** A small pill of text: tiers, statuses, "EN DIRECT". */
export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cx('badge', `badge--${variant}`, className)} {...props} />;
}
