import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * A seek bar's range input (the video's and the live's): while dragged it shows where the thumb is
 * (`dragged`, set from React's onChange) without seeking; `onRelease` runs once, when the thumb is let
 * go (or per key press) — the native change event, unlike React's onChange — so a drag downloads
 * nothing it passes.
 */
export function useSeekRange(onRelease: (value: number) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const release = useEffectEvent((value: number) => {
    setDragged(null);
    onRelease(value);
  });
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => release(Number(input.value));
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);
  return { ref, dragged, setDragged };
}
