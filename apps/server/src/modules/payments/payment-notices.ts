import type { Currency } from '@kora/shared';
import type { PaymentLedgerRow, SubscriptionRow } from '../../db/schema/index.js';
import type { Notify } from '../notifications/notify.js';

/**
 * What the payments core tells payers, after its commits: a receipt or a refusal for each new ledger line
 * (keyed by the line, so a webhook delivered twice tells once), a pass or stopped subscription about to end
 * (keyed by its period's end) and one that ended.
 */
export function paymentNotices(notify: Notify, planNameOf: (planId: string) => Promise<string>) {
  const money = (line: PaymentLedgerRow) => ({ amount: line.amount, currency: line.currency as Currency });
  return {
    async succeeded(line: PaymentLedgerRow) {
      const data = { ...money(line), planName: await planNameOf(line.planId), reference: line.providerRef };
      await notify({ kind: 'payment_succeeded', data, key: `payment:${line.id}`, to: { userId: line.userId } });
    },
    async failed(line: PaymentLedgerRow) {
      await notify({ kind: 'payment_failed', data: { ...money(line), planName: await planNameOf(line.planId) }, key: `payment:${line.id}`, to: { userId: line.userId } });
    },
    async ending(row: SubscriptionRow & { currentPeriodEnd: Date }) {
      const endsAt = row.currentPeriodEnd.toISOString();
      await notify({ kind: 'pass_ending', data: { planName: await planNameOf(row.planId), endsAt }, key: `pass-ending:${row.id}:${endsAt}`, to: { userId: row.userId } });
    },
    async ended(row: SubscriptionRow) {
      const endedAt = row.currentPeriodEnd?.toISOString() ?? '';
      await notify({ kind: 'pass_ended', data: { planName: await planNameOf(row.planId) }, key: `pass-ended:${row.id}:${endedAt}`, to: { userId: row.userId } });
    },
  };
}
export type PaymentNotices = ReturnType<typeof paymentNotices>;
