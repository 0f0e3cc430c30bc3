/**
 * Where the live section of home goes (viewer.md §2: at most 2 live streams, 'Voir tout', 'Regarder').
 * It comes with the live streams work; until then it renders nothing.
 */
export function HomeLiveSlot() {
  return null;
}
