import { type PlanTier, tierRank } from '@kora/shared';
import type { SubscriptionRow } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an account enjoys from its payments: a tier until `endsAt`, renewing at `renewsAt` (or not). */
export interface Entitlement {
  tier: PlanTier;
  status: 'active' | 'past_due';
  /** When the tier stops unless a renewal is paid (a renewing subscription: its period end plus the grace). */
  endsAt: Date;
  renewsAt: Date | null;
  subscriptionId: string;
}

/** What one subscription gives at best, whatever the time. */
function grantOf(row: SubscriptionRow, graceMs: number): Entitlement | undefined {
  const end = row.currentPeriodEnd;
  if (!end) return undefined;
  const base = { tier: row.tier, subscriptionId: row.id };
  switch (row.status) {
    case 'active':
      return row.renews && !row.cancelAtPeriodEnd
        ? { ...base, status: 'active', endsAt: new Date(end.getTime() + graceMs), renewsAt: end }
        : { ...base, status: 'active', endsAt: end, renewsAt: null };
    case 'past_due':
      return { ...base, status: 'past_due', endsAt: new Date(end.getTime() + graceMs), renewsAt: null };
    case 'canceled':
      return { ...base, status: 'active', endsAt: end, renewsAt: null };
    default:
      return undefined;
  }
}

/**
 * The best tier an account's subscriptions give at `now`: the highest tier still running,
 * an active one before a past-due one, then the one lasting longest. A renewing subscription's tier
 * holds until its period end plus the grace, so a renewal the provider has not reported yet never cuts
 * anyone off at the minute; a failed renewal (past_due) holds for the grace, then falls back.
 */
export function entitlementOf(rows: readonly SubscriptionRow[], now: Date, graceDays: number): Entitlement | null {
  const graceMs = graceDays * DAY_MS;
  let best: Entitlement | null = null;
  for (const row of rows) {
    const grant = grantOf(row, graceMs);
    if (!grant || grant.endsAt <= now) continue;
    if (!best || better(grant, best)) best = grant;
  }
  return best;
}

function better(a: Entitlement, b: Entitlement): boolean {
  if (tierRank(a.tier) !== tierRank(b.tier)) return tierRank(a.tier) > tierRank(b.tier);
  if (a.status !== b.status) return a.status === 'active';
  return a.endsAt > b.endsAt;
}
