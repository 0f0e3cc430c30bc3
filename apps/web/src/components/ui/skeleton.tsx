import type { CSSProperties } from 'react';
import { cx } from '../../lib/cx';

/** A shimmering placeholder of the given size, shown while content loads (never a spinner). */
export function Skeleton({ width, height, round, className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; round?: boolean; className?: string }) {
  return <div className={cx('skeleton', round && 'skeleton--round', className)} style={{ width, height }} aria-hidden />;
}
