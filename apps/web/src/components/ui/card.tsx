import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';

/** A raised surface. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('card', className)} {...props} />;
}
