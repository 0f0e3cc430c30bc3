import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds left of a `totalMs` countdown shown on screen; `onDone` runs once at 0. */
export function useCountdown(totalMs: number, onDone: () => void): number {
  const [left, setLeft] = useState(() => Math.ceil(totalMs / 1000));
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const seconds = secondsLeft(startedAt, Date.now(), totalMs);
      setLeft(seconds);
      if (seconds === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [totalMs]);
  return left;
}
