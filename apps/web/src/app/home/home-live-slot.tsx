import type { LiveStream, User } from '@kora/shared';
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { useLives } from '../../features/lives/api/get-lives';
import { type HomeLiveSectionCode, liveSectionCode, loadLiveSection } from './live-section-code';

/** The section drawn by whichever code arrived (a component of its own: its code is a value, not known at build time). */
function DrawnSection({ code, ...props }: { code: HomeLiveSectionCode; user: User; lives: LiveStream[] }) {
  return createElement(code, props);
}

export interface HomeLiveSlot {
  /** Known: whether the section shows and, if it does, its code is there (or could not come); then it stays true. */
  settled: boolean;
  section: ReactNode;
  /**
   * Where the section goes: above the rows when it was there as they first showed, else under the
   * last row, so a live that starts while home is open pushes no card from under a finger.
   */
  placement: 'top' | 'bottom';
}

/**
 * The live section of home (viewer.md §2: at most 2 lives on air, 'Voir tout', 'Regarder', 'Lives'):
 * the lives on air are asked for with the rest of home, every 30 s; the section's code comes with home's where the
 * device remembers a session (boot.ts), else only when a live is on air. `settled` tells the rows under it
 * when they may show their cards without being pushed down under a finger, and `placement` keeps a
 * live that starts later from pushing them.
 */
export function useHomeLiveSlot(): HomeLiveSlot {
  const user = useUser().data;
  const onAir = useLives(true);
  const lives = onAir.data ?? [];
  // Decided once per visit of home, the first time the slot is known (set below, React's state-from-render pattern).
  const [placement, setPlacement] = useState<HomeLiveSlot['placement'] | null>(null);
  // Shown above the rows, the section stays for the visit (it keeps its room when its lives end); else it shows with a live.
  const wanted = Boolean(user && (lives.length > 0 || placement === 'top'));
  // Already there when the boot script asked for it (or a visit of home before): drawn with the lists' answer.
  const [loaded, setLoaded] = useState<HomeLiveSectionCode | null>(null);
  const Section = loaded ?? liveSectionCode();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!wanted || Section) return;
    let current = true;
    loadLiveSection().then(
      (code) => current && setLoaded(() => code),
      // Its code could not come (connection lost): home goes on without the section.
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, Section]);

  const slot = !wanted || !user ? { settled: !onAir.isPending, section: null } : !Section ? { settled: unavailable, section: null } : { settled: true, section: <DrawnSection code={Section} user={user} lives={lives} /> };
  if (placement === null && slot.settled) setPlacement(slot.section ? 'top' : 'bottom');
  // Once known, it stays known: the code of a live that starts later must not hold the rows again.
  return { ...slot, settled: slot.settled || placement !== null, placement: placement ?? 'top' };
}
