/**
 * How long before the socket tries again after its `attempt`-th failure in a row: 0.5 s, 1 s, 2 s…
 * up to 30 s, each drawn between half and all of that (so a server restart is not met by every
 * phone at the same instant).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 500 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
