import type { Currency } from '@kora/shared';
import type { Config } from '../config.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import { availableAtOf, sponsorshipPaidRows } from '../modules/sponsoring/earnings-ledger.js';
import { createSponsoringRepository } from '../modules/sponsoring/sponsoring.repository.js';
import type { Database } from './client.js';

const CREATOR = 'createur@kora.demo';
const DAY = 86_400_000;

/** The demo channel's sponsorships: who, on which of its free videos, how much, what they said, how many days ago. */
const GIFTS: ReadonlyArray<{ from: string; video: string; amount: number; currency: Currency; message: string | null; publicly: boolean; daysAgo: number }> = [
  { from: 'premium@kora.demo', video: '0d5e3c1a-0011-4000-8000-00000000c011', amount: 5000, currency: 'XOF', message: 'Quel concert ! Merci Sahel Sessions.', publicly: true, daysAgo: 25 },
  { from: 'direct@kora.demo', video: '0d5e3c1a-0011-4000-8000-00000000c011', amount: 2000, currency: 'XOF', message: 'Pour le prochain live à Saint-Louis 🙏', publicly: true, daysAgo: 18 },
  { from: 'admin@kora.demo', video: '0d5e3c1a-0007-4000-8000-00000000c007', amount: 1000, currency: 'XOF', message: null, publicly: false, daysAgo: 12 },
  { from: 'premium@kora.demo', video: '0d5e3c1a-0003-4000-8000-00000000c003', amount: 500, currency: 'EUR', message: 'De Paris, bravo !', publicly: true, daysAgo: 9 },
  { from: 'direct@kora.demo', video: '0d5e3c1a-0007-4000-8000-00000000c007', amount: 1500, currency: 'XOF', message: 'Continuez comme ça.', publicly: false, daysAgo: 3 },
];

/**
 * A month of paid sponsorships for the demo creator, so the video banner, 'Revenus' and its
 * weekly chart show something real and a payout can be asked at once (most are past their hold).
 * Written through the sponsoring module's repository and ledger rules, once (nothing when the creator
 * already has a sponsorship), in one transaction.
 */
export async function seedDemoSponsorships(db: Database, config: Config): Promise<number> {
  const users = createUsersRepository(db);
  const creator = await users.findByEmail(CREATOR);
  if (!creator || (await createSponsoringRepository(db).creatorSponsorships(creator.id, 1)).length > 0) return 0;
  const now = Date.now();
  let written = 0;
  await db.transaction(async (tx) => {
    const repo = createSponsoringRepository(tx);
    for (const [i, gift] of GIFTS.entries()) {
      const sponsor = await users.findByEmail(gift.from);
      if (!sponsor) continue;
      const paidAt = new Date(now - gift.daysAgo * DAY);
      const row = await repo.insertSponsorship({
        videoId: gift.video,
        creatorId: creator.id,
        sponsorId: sponsor.id,
        amount: gift.amount,
        currency: gift.currency,
        paidAmount: gift.amount,
        message: gift.message,
        showPublicly: gift.publicly,
        provider: gift.currency === 'EUR' ? 'stripe' : 'hub2',
        providerRef: `demo-sponsorship-${i + 1}`,
        method: gift.currency === 'EUR' ? 'card' : 'orange_money',
        status: 'paid',
        platformShareBps: config.sponsoring.platformShareBps,
        createdAt: paidAt,
        paidAt,
      });
      const rows = sponsorshipPaidRows(row, gift.amount, config.sponsoring.platformShareBps, availableAtOf(paidAt, config.sponsoring.holdDays), 'demo:seed');
      await repo.append(rows.map((r) => ({ ...r, at: paidAt })));
      written += 1;
    }
  });
  return written;
}
