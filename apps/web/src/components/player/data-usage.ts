import { formatNumber, formatUpToOneDecimal } from '../../lib/format';
import { localStore, type KeyValueStore } from './start-plan';
import { playerDataUsageTexts } from './data-usage-texts';

/**
 * The bytes the players downloaded on this device, per calendar month: {"2026-11": 88080384}; one count per profile
 * (`<key>:<profile id>`), under this key itself while no profile is known.
 */
export const DATA_USAGE_KEY = 'kora.player.dataUsage';

/** The profile watching on this device, whose count the players add to (set by the app: {@link countDataUsageFor}). */
let watching: string | null = null;

/** Counts what the players download from now on for this profile (null: the device's own count). */
export function countDataUsageFor(profileId: string | null): void {
  watching = profileId;
}

const keyOf = (profileId: string | null) => (profileId ? `${DATA_USAGE_KEY}:${profileId}` : DATA_USAGE_KEY);

/** Months kept: this one and the previous, so a month's figure survives its last day. */
const KEPT_MONTHS = 2;

/** '2026-11': the local calendar month a date falls in. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function read(store: KeyValueStore | null, profileId: string | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(keyOf(profileId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Adds what a player downloaded (a segment, a playlist) to this month's count. */
export function addDataUsage(bytes: number, now = new Date(), store: KeyValueStore | null = localStore()): void {
  if (!(bytes > 0) || !store) return;
  const months = read(store, watching);
  const month = monthOf(now);
  months[month] = (Number(months[month]) || 0) + bytes;
  const kept = Object.fromEntries(
    Object.entries(months)
      .sort(([a], [b]) => b.localeCompare(a))
      .slice(0, KEPT_MONTHS),
  );
  try {
    store.setItem(keyOf(watching), JSON.stringify(kept));
  } catch {
    // Storage full: this segment goes uncounted.
  }
}

/** Bytes the players downloaded on this device this calendar month, for `profileId` (else the profile watching). */
export function dataUsedThisMonth(now = new Date(), store: KeyValueStore | null = localStore(), profileId: string | null = watching): number {
  return Number(read(store, profileId)[monthOf(now)]) || 0;
}

/** '84 Mo' (decimal megabytes, as the quality menu's Mo/min), '0,4 Mo' under ten. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1_000_000;
  return playerDataUsageTexts.megabytes(megabytes < 10 && megabytes > 0 ? formatUpToOneDecimal(megabytes) : formatNumber(Math.round(megabytes)));
}
