import { sql } from 'drizzle-orm';
import { type AdminSubscriptionsOverview, CURRENCIES, type Currency, PLAN_TIERS, type PlanTier } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';

/** How many months the chart covers, this one included; how many payments the list shows. */
export const OVERVIEW_MONTHS = 12;
export const LATEST_PAYMENTS = 20;

interface Figures {
  active: Array<{ tier: PlanTier; count: number }> | null;
  revenue: Array<{ month: string; currency: Currency; amount: number }> | null;
  sold: Array<{ month: string; kind: 'subscription' | 'pass'; count: number }> | null;
  months: string[];
  current: string;
  cancelled: number;
}

interface PaymentLine {
  id: string;
  at: Date | string;
  user_email: string;
  plan_name: string;
  provider: AdminSubscriptionsOverview['latestPayments'][number]['provider'];
  method: string;
  status: AdminSubscriptionsOverview['latestPayments'][number]['status'];
  amount: number;
  currency: Currency;
}

/** Amounts per currency in the order of CURRENCIES, only the currencies that have some. */
const perCurrency = (lines: ReadonlyArray<{ currency: Currency; amount: number }>) =>
  CURRENCIES.flatMap((currency) => {
    const amount = lines.filter((line) => line.currency === currency).reduce((sum, line) => sum + Number(line.amount), 0);
    return amount > 0 ? [{ currency, amount }] : [];
  });

/**
 * The admin area's 'Abonnements' figures, read-only, on PostgreSQL's clock (`now()`:
 * figures, not rights) and UTC months. Two statements: the figures in one, the latest payments in
 * the other (on `payment_ledger_at_idx`).
 * - Active subscribers per tier: distinct accounts holding a paid tier now through a subscription or
 *   pass, as the entitlement reads it: 'active' until the period end (plus the grace for a renewing
 *   one not stopped), 'past_due' until the period end plus the grace. A tier granted by hand (no
 *   payment) is not counted; 'canceled' and 'expired' ones are not either.
 * - Revenue: the ledger's 'succeeded' lines per currency, never summed across currencies.
 * - New subscriptions / passes sold: subscriptions created in the month that were paid (a succeeded
 *   line, whenever it came), by their plan's kind ('pass', or anything else: a card subscription or
 *   a month paid by mobile money).
 * - Cancelled: subscriptions stopped this month: a history line this month to 'canceled' or with the
 *   payer's cause 'user:cancel', or renewal stopped (cancel_at_period_end) and changed this month
 *   without an earlier 'canceled' (the core writes no history line when only that flag changes).
 */
export function createAdminSubscriptionsRepository(db: DbExecutor, { graceDays }: { graceDays: number }) {
  const grace = sql`make_interval(days => ${graceDays})`;
  const figuresStatement = sql`
    with bounds as (
      select date_trunc('month', now() at time zone 'utc') as this_month_utc
    ),
    b as (
      select this_month_utc,
             (this_month_utc at time zone 'utc') as month_start,
             ((this_month_utc - make_interval(months => ${OVERVIEW_MONTHS - 1})) at time zone 'utc') as window_start
      from bounds
    ),
    active as (
      select tier, count(distinct user_id)::int as count
      from subscriptions
      where (status = 'active' and current_period_end + case when renews and not cancel_at_period_end then ${grace} else interval '0' end > now())
         or (status = 'past_due' and current_period_end + ${grace} > now())
      group by tier
    ),
    revenue as (
      select to_char(date_trunc('month', l.at at time zone 'utc'), 'YYYY-MM') as month, l.currency, sum(l.amount)::bigint as amount
      from payment_ledger l, b
      where l.status = 'succeeded' and l.at >= b.window_start
      group by 1, 2
    ),
    sold as (
      select to_char(date_trunc('month', s.created_at at time zone 'utc'), 'YYYY-MM') as month,
             case when p.kind = 'pass' then 'pass' else 'subscription' end as kind,
             count(*)::int as count
      from subscriptions s join subscription_plans p on p.id = s.plan_id, b
      where s.created_at >= b.window_start
        and exists (select 1 from payment_ledger l where l.subscription_id = s.id and l.status = 'succeeded')
      group by 1, 2
    ),
    cancelled as (
      select c.subscription_id as id
      from subscription_status_changes c, b
      where c.at >= b.month_start and (c.to_status = 'canceled' or c.cause = 'user:cancel')
      union
      select s.id
      from subscriptions s, b
      where s.cancel_at_period_end and s.updated_at >= b.month_start
        and not exists (
          select 1 from subscription_status_changes c
          where c.subscription_id = s.id and c.to_status = 'canceled' and c.at < b.month_start
        )
    )
    select
      (select json_agg(json_build_object('tier', tier, 'count', count)) from active) as active,
      (select json_agg(json_build_object('month', month, 'currency', currency, 'amount', amount)) from revenue) as revenue,
      (select json_agg(json_build_object('month', month, 'kind', kind, 'count', count)) from sold) as sold,
      (select json_agg(to_char(m, 'YYYY-MM') order by m)
         from generate_series(b.this_month_utc - make_interval(months => ${OVERVIEW_MONTHS - 1}), b.this_month_utc, interval '1 month') m) as months,
      to_char(b.this_month_utc, 'YYYY-MM') as current,
      (select count(*)::int from cancelled) as cancelled
    from b`;

  const latestStatement = sql`
    select l.id, l.at, u.email as user_email, p.name as plan_name, l.provider, l.method, l.status, l.amount, l.currency
    from payment_ledger l
    join users u on u.id = l.user_id
    join subscription_plans p on p.id = l.plan_id
    order by l.at desc, l.id desc
    limit ${LATEST_PAYMENTS}`;

  return {
    async overview(): Promise<AdminSubscriptionsOverview> {
      const [figuresResult, latestResult] = await Promise.all([db.execute<Figures & Record<string, unknown>>(figuresStatement), db.execute<PaymentLine & Record<string, unknown>>(latestStatement)]);
      const figures = figuresResult.rows[0];
      if (!figures) throw new Error('subscriptions overview: no row');
      const revenue = figures.revenue ?? [];
      const sold = figures.sold ?? [];
      const soldIn = (month: string, kind: 'subscription' | 'pass') => sold.find((row) => row.month === month && row.kind === kind)?.count ?? 0;
      return {
        activeByTier: PLAN_TIERS.map((tier) => ({ tier, count: figures.active?.find((row) => row.tier === tier)?.count ?? 0 })),
        revenueThisMonth: perCurrency(revenue.filter((row) => row.month === figures.current)),
        newThisMonth: soldIn(figures.current, 'subscription'),
        cancelledThisMonth: figures.cancelled,
        passesSoldThisMonth: soldIn(figures.current, 'pass'),
        months: figures.months.map((month) => ({
          month,
          revenue: perCurrency(revenue.filter((row) => row.month === month)),
          newSubscriptions: soldIn(month, 'subscription'),
        })),
        latestPayments: latestResult.rows.map((row) => ({
          id: row.id,
          at: new Date(row.at).toISOString(),
          userEmail: row.user_email,
          planName: row.plan_name,
          provider: row.provider,
          method: row.method,
          status: row.status,
          amount: row.amount,
          currency: row.currency,
        })),
      };
    },
  };
}
export type AdminSubscriptionsRepository = ReturnType<typeof createAdminSubscriptionsRepository>;
