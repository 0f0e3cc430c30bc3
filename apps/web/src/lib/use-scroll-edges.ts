import { useEffect, useState, type RefObject } from 'react';

/** Whether a horizontal scroller shows its first and its last pixel, kept up to date as it scrolls or resizes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    const update = () => {
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
      setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
    };
    // The observer's first call, right after observe(), gives the starting state.
    const observer = new ResizeObserver(update);
    observer.observe(track);
    track.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', update);
    };
  }, [ref, contentKey]);

  return edges;
}
