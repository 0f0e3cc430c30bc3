import { randomUUID } from 'node:crypto';
import {
  authorize,
  displayCurrencyOfCountry,
  serverMessages,
  type SponsorBody,
  type SponsorResult,
  sponsorAmountToMinor,
  type SponsorshipStats,
  type SponsorshipView,
  sponsorMessages,
} from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { SponsorshipRow, UserRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import { DomainError } from '../../errors.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import type { CreatorsRepository } from '../creators/creators.repository.js';
import type { ChargeOutcome, PaymentGateway } from '../payments/payment-gateway.js';
import type { VideosRepository } from '../videos/videos.repository.js';
import { availableAtOf, sponsorshipPaidRows, sponsorshipRefundRows } from './earnings-ledger.js';
import type { SponsoringRepository } from './sponsoring.repository.js';

/** Sponsorships a person may start per window (each one reaches a provider, and maybe their phone). */
const SPONSOR_LIMIT = { limit: 10, windowSeconds: 15 * 60 };
const PUBLIC_MESSAGES = 20;

interface Deps {
  repo: SponsoringRepository;
  inTransaction: InTransaction<SponsoringRepository>;
  videos: Pick<VideosRepository, 'findListed' | 'findById'>;
  creators: Pick<CreatorsRepository, 'findProfile'>;
  gateway: Pick<PaymentGateway, 'start' | 'read'>;
  limiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  publicUrl: string;
  sponsoring: { platformShareBps: number; holdDays: number };
  warn: (details: Record<string, unknown>, message: string) => void;
  /** Counts a sponsorship's step (kora_sponsorships_total). */
  count: (step: 'started' | 'paid' | 'failed' | 'refunded') => void;
  /** After the commit of a sponsorship newly paid: its creator is told. */
  paid: (row: SponsorshipRow) => Promise<void>;
}

const notFound = () => new DomainError('not_found', sponsorMessages.sponsorshipNotFound);
type ParsedBody = Omit<SponsorBody, 'message' | 'show_publicly'> & { message: string | null; show_publicly: boolean };

export const viewOf = (row: SponsorshipRow): SponsorshipView => ({
  id: row.id,
  videoId: row.videoId,
  status: row.status,
  amount: row.paidAmount ?? row.amount,
  currency: row.currency,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Sponsoring a video (viewer.md §2, §5, §6, §7): a sponsorship is written 'pending' with the
 * provider's reference, the payer pays through the payment gateway (Hub2's page or a card), and only
 * the provider's answer, read back, makes it 'paid': the amount it reports is recorded, Kora's share
 * taken, and the creator's ledger credited once.
 */
export function createSponsorService({ repo, inTransaction, videos, creators, gateway, limiter, clock, publicUrl, sponsoring, warn, count, paid: told }: Deps) {
  /** Applies what the provider said; false when the reference is not a sponsorship. Idempotent. */
  async function settle(outcome: ChargeOutcome, cause: string): Promise<boolean> {
    let newlyPaid: SponsorshipRow | undefined;
    const step = await inTransaction(async (tx) => {
      const row = await tx.findSponsorshipByRef(outcome.provider, outcome.ref, { forUpdate: true });
      if (!row) return undefined;
      if (outcome.status === 'succeeded' && (row.status === 'pending' || row.status === 'failed')) {
        if (outcome.currency !== row.currency) {
          warn({ sponsorshipId: row.id, reported: outcome.currency, asked: row.currency }, 'sponsorship paid in another currency: not credited');
          await tx.updateSponsorship(row.id, { status: 'failed', failureReason: `Devise reçue ${outcome.currency}, attendue ${row.currency}` });
          return 'failed' as const;
        }
        const paidAt = clock.now();
        const paid = await tx.updateSponsorship(row.id, { status: 'paid', paidAmount: outcome.amount, paidAt, platformShareBps: sponsoring.platformShareBps, failureReason: null });
        await tx.append(sponsorshipPaidRows(paid, outcome.amount, sponsoring.platformShareBps, availableAtOf(paidAt, sponsoring.holdDays), cause));
        newlyPaid = paid;
        return 'paid' as const;
      }
      if (outcome.status === 'failed' && row.status === 'pending') {
        await tx.updateSponsorship(row.id, { status: 'failed', failureReason: outcome.reason });
        return 'failed' as const;
      }
      if (outcome.status === 'refunded' && row.status === 'paid' && row.paidAt && row.paidAmount !== null) {
        await tx.updateSponsorship(row.id, { status: 'refunded' });
        await tx.append(sponsorshipRefundRows(row, row.paidAmount, row.platformShareBps ?? 0, availableAtOf(row.paidAt, sponsoring.holdDays), cause));
        return 'refunded' as const;
      }
      return 'unchanged' as const;
    });
    if (step === undefined) return false;
    if (step !== 'unchanged') count(step);
    if (step === 'paid' && newlyPaid) await told(newlyPaid);
    return true;
  }

  async function ownSponsorship(userId: string, id: string): Promise<SponsorshipRow> {
    const row = await repo.findSponsorship(id);
    if (!row || row.sponsorId !== userId) throw notFound();
    return row;
  }

  /** While pending, the provider is asked again (a lost webhook is caught up here). */
  async function refreshed(row: SponsorshipRow): Promise<SponsorshipRow> {
    if (row.status !== 'pending') return row;
    await settle(await gateway.read(row.provider, row.providerRef), `${row.provider}:poll`);
    return (await repo.findSponsorship(row.id)) ?? row;
  }

  return {
    settle,

    async sponsor(user: UserRow, videoId: string, body: ParsedBody): Promise<SponsorResult> {
      const listed = await videos.findListed(videoId, null);
      if (!listed) throw new DomainError('not_found', serverMessages.videoNotFound);
      const { video } = listed;
      if (!authorize(user, 'sponsorVideo', video).allowed) throw new DomainError('forbidden', sponsorMessages.premiumVideo);
      if (!video.uploadedBy) throw new DomainError('conflict', sponsorMessages.noCreator);
      if (video.uploadedBy === user.id) throw new DomainError('forbidden', sponsorMessages.ownVideo);
      const read = sponsorAmountToMinor(body.amount, body.currency);
      if ('error' in read) throw new DomainError('bad_request', read.error, { fieldErrors: { amount: read.error } });
      const hit = await limiter.hit(`sponsor:${user.id}`, SPONSOR_LIMIT);
      if (hit.count > SPONSOR_LIMIT.limit) throw new DomainError('rate_limited', sponsorMessages.tooMany, { retryAfterSeconds: hit.retryAfterSeconds });

      const id = randomUUID();
      const back = new URL(`/video/${video.id}?parrainage=${id}`, publicUrl).href;
      const started = await gateway.start({
        payer: { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
        amount: read.amount,
        currency: body.currency,
        method: body.payment_method,
        country: body.country,
        phone: body.customer_phone,
        description: `Parrainage Kora : ${video.title}`.slice(0, 200),
        returnUrl: back,
        cancelUrl: back,
        metadata: { koraSponsorshipId: id, koraVideoId: video.id },
      });
      await repo.insertSponsorship({
        id,
        videoId: video.id,
        creatorId: video.uploadedBy,
        sponsorId: user.id,
        amount: read.amount,
        currency: body.currency,
        message: body.message,
        showPublicly: body.show_publicly,
        provider: started.provider,
        providerRef: started.ref,
        method: body.payment_method,
      });
      count('started');
      return {
        sponsorshipId: id,
        provider: started.provider,
        id: started.ref,
        payment_link: started.paymentLink,
        clientSecret: started.clientSecret,
        sandbox: started.sandbox,
        publishableKey: started.publishableKey,
        amount: read.amount,
        currency: body.currency,
      };
    },

    async status(userId: string, id: string): Promise<SponsorshipView> {
      return viewOf(await refreshed(await ownSponsorship(userId, id)));
    },

    /** viewer.md §3 'Sponsorship stats': paid ones only; the total in the video's display currency. */
    async stats(videoId: string): Promise<SponsorshipStats> {
      // Any video its page can show (a creator's own upload not listed yet too): only paid sponsorships count.
      const video = await videos.findById(videoId);
      if (!video) throw new DomainError('not_found', serverMessages.videoNotFound);
      const creatorId = video.uploadedBy;
      const profile = creatorId ? await creators.findProfile(creatorId) : undefined;
      const currency = displayCurrencyOfCountry(profile?.country);
      const [{ count, totals }, messages] = await Promise.all([repo.videoTotals(videoId), repo.publicMessages(videoId, PUBLIC_MESSAGES)]);
      return {
        count,
        total: totals.find((t) => t.currency === currency)?.amount ?? 0,
        currency,
        totals,
        messages: messages.map((m) => ({ id: m.id, sponsorName: m.firstName, message: m.message ?? '', amount: m.amount ?? 0, currency: m.currency, at: (m.at ?? new Date(0)).toISOString() })),
      };
    },
  };
}
export type SponsorService = ReturnType<typeof createSponsorService>;
