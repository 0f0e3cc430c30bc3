import { translation } from '@kora/shared';
import { adminSubscriptionsTexts } from '../../features/admin-subscriptions/admin-subscriptions-texts';
import { formatNumber } from '../../lib/format';

export const englishAdminSubscriptions = [
  translation(adminSubscriptionsTexts, {
    title: 'Subscriptions',
    note: 'Paid subscriptions and passes only: a tier granted by hand is not counted. Months in Coordinated Universal Time (UTC); each currency has its own totals, never added together.',
    loadFailed: 'The subscription figures could not be loaded.',
    lastMonths: 'The last 12 months',
    latestPayments: 'Latest payments',
    activeByTier: 'Active subscribers by tier',
    thisMonth: 'This month',
    revenue: 'Revenue',
    noRevenue: 'No revenue',
    newSubscriptions: 'New subscriptions',
    cancellations: 'Cancellations',
    passesSold: 'Passes sold',
    noRevenueInMonths: 'No revenue in the last 12 months.',
    revenueIn: (currency) => `Revenue in ${currency}`,
    newPerMonth: 'New subscriptions per month',
    subscriptions: (n) => `${formatNumber(n)} subscription${n === 1 ? '' : 's'}`,
    month: 'Month',
    summaryNone: (title, months) => `${title}: none in the last ${months} months.`,
    summary: (title, total, months, peak, peakMonth) => `${title}: ${total} over the last ${months} months, peaking at ${peak} in ${peakMonth}.`,
    noPayments: 'No payments yet.',
  }),
];
