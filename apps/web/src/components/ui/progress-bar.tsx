import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface ProgressBarProps {
  /** The accessible name ('Envoi de la vidéo'). */
  label: string;
  /** Percent done, 0–100 (rounded and clamped here). */
  value: number;
  /** What a screen reader says instead of the bare number, when there is more to say. */
  valueText?: string;
  /** Lines shown under the bar (percent, speed, time left). */
  children?: ReactNode;
  className?: string;
}

/** A determinate progress bar with its label for assistive technology and optional lines of detail. */
export function ProgressBar({ label, value, valueText, children, className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cx('progress', className)}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {children && <div className="progress__details">{children}</div>}
    </div>
  );
}
