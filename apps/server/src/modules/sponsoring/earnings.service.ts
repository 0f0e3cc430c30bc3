import { type CreatorEarnings, type Currency, platformShareOf } from '@kora/shared';
import type { Clock } from '../../clock.js';
import { availableAtOf } from './earnings-ledger.js';
import { payoutViewOf } from './payouts.service.js';
import type { SponsoringRepository } from './sponsoring.repository.js';

const WEEKS = 12;
const LIST = 100;
const DAY_MS = 86_400_000;

interface Deps {
  repo: SponsoringRepository;
  clock: Clock;
  sponsoring: { platformShareBps: number; holdDays: number; payoutMinimum: number };
}

/** The Monday (UTC) of `date`'s week, as 'YYYY-MM-DD'. */
function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The creator's 'Revenus': every figure a sum of their ledger, per currency. */
export function createEarningsService({ repo, clock, sponsoring }: Deps) {
  return {
    async of(creatorId: string): Promise<CreatorEarnings> {
      const now = clock.now();
      const firstMonday = mondayOf(new Date(now.getTime() - (WEEKS - 1) * 7 * DAY_MS));
      const [balances, sponsorships, weekly, payouts] = await Promise.all([
        repo.balances(creatorId, now),
        repo.creatorSponsorships(creatorId, LIST),
        repo.weeklyNet(creatorId, new Date(`${firstMonday}T00:00:00Z`)),
        repo.creatorPayouts(creatorId, LIST),
      ]);
      const weeks = Array.from({ length: WEEKS }, (_, i) => {
        const week = mondayOf(new Date(new Date(`${firstMonday}T00:00:00Z`).getTime() + i * 7 * DAY_MS));
        return { week, amounts: weekly.filter((w) => w.week === week).map((w) => ({ currency: w.currency as Currency, amount: w.amount })) };
      });
      return {
        platformSharePercent: sponsoring.platformShareBps / 100,
        holdDays: sponsoring.holdDays,
        payoutMinimum: sponsoring.payoutMinimum,
        balances,
        sponsorships: sponsorships.map(({ row, videoTitle, sponsorName }) => {
          const amount = row.paidAmount ?? row.amount;
          const paidAt = row.paidAt ?? row.createdAt;
          const platformShare = platformShareOf(amount, row.platformShareBps ?? 0);
          return {
            id: row.id,
            videoId: row.videoId,
            videoTitle,
            sponsorName,
            amount,
            platformShare,
            net: amount - platformShare,
            currency: row.currency,
            message: row.message,
            showPublicly: row.showPublicly,
            paidAt: paidAt.toISOString(),
            availableAt: availableAtOf(paidAt, sponsoring.holdDays).toISOString(),
            status: row.status,
          };
        }),
        weeks,
        payouts: payouts.map(payoutViewOf),
      };
    },
  };
}
