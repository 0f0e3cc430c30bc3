import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Currency, EarningsBalance, PayoutStatus, SponsorshipStatus } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import {
  creatorLedger,
  type CreatorLedgerRow,
  creatorPayouts,
  type CreatorPayoutRow,
  sponsorships,
  type SponsorshipRow,
  users,
  videos,
} from '../../db/schema/index.js';

export type NewSponsorship = typeof sponsorships.$inferInsert;
export type NewLedgerRow = Omit<typeof creatorLedger.$inferInsert, 'id'>;
export type NewPayout = typeof creatorPayouts.$inferInsert;

/** The database refused a second payout in flight for the same creator and currency. */
export const isOpenPayoutConflict = (error: unknown): boolean => isUniqueViolation(error, 'creator_payouts_one_open_key');

const sum = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);
const held = (now: Date) => sql`${creatorLedger.account} = 'balance' and ${creatorLedger.sponsorshipId} is not null and ${creatorLedger.availableAt} > ${now}`;

/**
 * The only code that touches `sponsorships`, `creator_payouts` and `creator_ledger`. Ledger
 * rows are only ever inserted (the table refuses the rest); every figure is a sum of them.
 */
export function createSponsoringRepository(db: DbExecutor) {
  return {
    async insertSponsorship(values: NewSponsorship): Promise<SponsorshipRow> {
      const [row] = await db.insert(sponsorships).values(values).returning();
      return row as SponsorshipRow;
    },

    async findSponsorship(id: string, { forUpdate = false } = {}): Promise<SponsorshipRow | undefined> {
      const q = db.select().from(sponsorships).where(eq(sponsorships.id, id));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    async findSponsorshipByRef(provider: SponsorshipRow['provider'], providerRef: string, { forUpdate = false } = {}): Promise<SponsorshipRow | undefined> {
      const q = db.select().from(sponsorships).where(and(eq(sponsorships.provider, provider), eq(sponsorships.providerRef, providerRef)));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    async updateSponsorship(id: string, values: Partial<Pick<SponsorshipRow, 'status' | 'paidAmount' | 'paidAt' | 'platformShareBps' | 'failureReason'>>): Promise<SponsorshipRow> {
      const [row] = await db.update(sponsorships).set(values).where(eq(sponsorships.id, id)).returning();
      return row as SponsorshipRow;
    },

    /** A video's paid sponsorships: how many, and the total per currency (what the provider reported paid). */
    async videoTotals(videoId: string): Promise<{ count: number; totals: Array<{ currency: Currency; amount: number }> }> {
      const rows = await db
        .select({ currency: sponsorships.currency, count: sql<number>`count(*)`.mapWith(Number), amount: sum(sql`${sponsorships.paidAmount}`) })
        .from(sponsorships)
        .where(and(eq(sponsorships.videoId, videoId), eq(sponsorships.status, 'paid')))
        .groupBy(sponsorships.currency);
      return { count: rows.reduce((n, r) => n + r.count, 0), totals: rows.map(({ currency, amount }) => ({ currency, amount })) };
    },

    /** The messages their sponsors chose to show under a paid sponsorship, newest first. */
    async publicMessages(videoId: string, limit: number) {
      return db
        .select({ id: sponsorships.id, firstName: users.firstName, message: sponsorships.message, amount: sponsorships.paidAmount, currency: sponsorships.currency, at: sponsorships.paidAt })
        .from(sponsorships)
        .innerJoin(users, eq(users.id, sponsorships.sponsorId))
        .where(and(eq(sponsorships.videoId, videoId), eq(sponsorships.status, 'paid'), eq(sponsorships.showPublicly, true), sql`${sponsorships.message} is not null`))
        .orderBy(desc(sponsorships.paidAt))
        .limit(limit);
    },

    /** A creator's paid (and refunded) sponsorships, newest first, with the video and the sponsor. */
    async creatorSponsorships(creatorId: string, limit: number) {
      return db
        .select({ row: sponsorships, videoTitle: videos.title, sponsorName: users.firstName })
        .from(sponsorships)
        .innerJoin(videos, eq(videos.id, sponsorships.videoId))
        .innerJoin(users, eq(users.id, sponsorships.sponsorId))
        .where(and(eq(sponsorships.creatorId, creatorId), inArray(sponsorships.status, ['paid', 'refunded'] satisfies SponsorshipStatus[])))
        .orderBy(desc(sponsorships.paidAt))
        .limit(limit);
    },

    /** Appends movements; one already written (same origin, kind, account) is left as it is. Answers the rows written. */
    async append(rows: NewLedgerRow[]): Promise<CreatorLedgerRow[]> {
      if (rows.length === 0) return [];
      return db.insert(creatorLedger).values(rows).onConflictDoNothing().returning();
    },

    /** Every movement of a creator (the property test reads them all; pages read the sums). */
    async ledgerOf(creatorId: string): Promise<CreatorLedgerRow[]> {
      return db.select().from(creatorLedger).where(eq(creatorLedger.creatorId, creatorId)).orderBy(creatorLedger.at);
    },

    /**
     * A creator's money per currency at `now`, from the ledger alone: earned (net of Kora's share and
     * refunds), held (sponsorship movements still in their hold), available (the balance less what is
     * held), on its way (in transit), paid out.
     */
    async balances(creatorId: string, now: Date): Promise<EarningsBalance[]> {
      const rows = await db
        .select({
          currency: creatorLedger.currency,
          earned: sum(sql`case when ${creatorLedger.account} = 'balance' and ${creatorLedger.sponsorshipId} is not null then ${creatorLedger.amount} end`),
          pending: sum(sql`case when ${held(now)} then ${creatorLedger.amount} end`),
          balance: sum(sql`case when ${creatorLedger.account} = 'balance' then ${creatorLedger.amount} end`),
          inPayout: sum(sql`case when ${creatorLedger.account} = 'in_transit' then ${creatorLedger.amount} end`),
          paidOut: sum(sql`case when ${creatorLedger.kind} = 'payout_paid' then -${creatorLedger.amount} end`),
        })
        .from(creatorLedger)
        .where(eq(creatorLedger.creatorId, creatorId))
        .groupBy(creatorLedger.currency);
      return rows.map(({ currency, earned, pending, balance, inPayout, paidOut }) => ({ currency, earned, pending, available: balance - pending, inPayout, paidOut }));
    },

    /** Net earned per week (Monday, UTC) and currency since `since`. */
    async weeklyNet(creatorId: string, since: Date) {
      const week = sql<string>`to_char(date_trunc('week', ${creatorLedger.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db
        .select({ week, currency: creatorLedger.currency, amount: sum(sql`${creatorLedger.amount}`) })
        .from(creatorLedger)
        .where(and(eq(creatorLedger.creatorId, creatorId), eq(creatorLedger.account, 'balance'), sql`${creatorLedger.sponsorshipId} is not null`, gte(creatorLedger.at, since)))
        .groupBy(week, creatorLedger.currency);
    },

    /** Serialises the money decisions of one creator (a payout asked twice at once sees one balance). */
    async lockCreator(creatorId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`kora:creator-ledger:${creatorId}`}))`);
    },

    async insertPayout(values: NewPayout): Promise<CreatorPayoutRow> {
      const [row] = await db.insert(creatorPayouts).values(values).returning();
      return row as CreatorPayoutRow;
    },

    async findPayout(id: string, { forUpdate = false } = {}): Promise<CreatorPayoutRow | undefined> {
      const q = db.select().from(creatorPayouts).where(eq(creatorPayouts.id, id));
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    async updatePayout(id: string, values: Partial<Omit<CreatorPayoutRow, 'id' | 'creatorId' | 'amount' | 'currency' | 'createdAt'>>): Promise<CreatorPayoutRow> {
      const [row] = await db.update(creatorPayouts).set(values).where(eq(creatorPayouts.id, id)).returning();
      return row as CreatorPayoutRow;
    },

    async creatorPayouts(creatorId: string, limit: number): Promise<CreatorPayoutRow[]> {
      return db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId)).orderBy(desc(creatorPayouts.createdAt)).limit(limit);
    },

    /** Every payout (admins), those waiting for a decision first, then newest first. */
    async allPayouts(limit: number, status?: PayoutStatus) {
      return db
        .select({ row: creatorPayouts, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(creatorPayouts)
        .innerJoin(users, eq(users.id, creatorPayouts.creatorId))
        .where(status ? eq(creatorPayouts.status, status) : undefined)
        .orderBy(sql`${creatorPayouts.status} = 'requested' desc`, desc(creatorPayouts.createdAt))
        .limit(limit);
    },
  };
}
export type SponsoringRepository = ReturnType<typeof createSponsoringRepository>;
