import { useEffect, useState, type RefObject } from 'react';

/** How much of the first or last item must show for the scroller to count as at that edge (sub-pixel rounding). */
const EDGE_SHOWN = 0.98;

/**
 * Whether a horizontal scroller shows its first and its last item whole, kept up to date as it scrolls or resizes.
 * Told by an IntersectionObserver on those two items, which reports after the browser has laid the page out: reading
 * scrollLeft and scrollWidth from a resize observer made each row of home lay the page out again in the middle of its
 * first frame (the answer of one row redraws it, and the next row's read then forced a layout).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const track = ref.current;
    const first = track?.firstElementChild;
    const last = track?.lastElementChild;
    if (!track || !first || !last) return;
    const shown = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shown.set(entry.target, entry.intersectionRatio >= EDGE_SHOWN);
        const atStart = shown.get(first) ?? true;
        const atEnd = shown.get(last) ?? true;
        setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
      },
      { root: track, threshold: [0, EDGE_SHOWN, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [ref, contentKey]);

  return edges;
}
