import { type AdminSubscriptionsOverview, CURRENCIES, type Currency, currencyLabels, formatPrice } from '@kora/shared';
import { SeriesChart, summarise } from '../../../components/chart/series-chart';
import { formatNumber } from '../../../lib/format';
import { adminSubscriptionsTexts as t } from '../admin-subscriptions-texts';
import { formatAmountTick, formatMonthLong, formatMonthShort } from '../subscriptions-format';

type Months = AdminSubscriptionsOverview['months'];

/** "… : 12 000 FCFA sur les 12 derniers mois, au plus 5 000 FCFA en mars 2026." */
function summaryOf(title: string, months: Months, values: readonly number[], format: (value: number) => string): string {
  const { total, peak, peakIndex } = summarise(values);
  if (total === 0) return t.summaryNone(title, months.length);
  return t.summary(title, format(total), months.length, format(peak), formatMonthLong(months[peakIndex]?.month ?? ''));
}

/**
 * The last 12 months: one small bar chart per currency that had revenue (amounts in different
 * currencies are never added up, nor drawn on one axis), then the new subscriptions per month.
 */
export function MonthlyCharts({ months }: { months: Months }) {
  const points = months.map(({ month }) => ({ key: month, short: formatMonthShort(month), long: formatMonthLong(month) }));
  const revenueOf = (currency: Currency) => months.map((m) => m.revenue.find((r) => r.currency === currency)?.amount ?? 0);
  const currencies = CURRENCIES.filter((currency) => revenueOf(currency).some((amount) => amount > 0));
  const newValues = months.map((m) => m.newSubscriptions);
  const newTitle = t.newPerMonth;
  const formatNew = (value: number) => t.subscriptions(value);
  const monthly = { points, shape: 'bars', integer: true, pointHeading: t.month, labelEvery: 3 } as const;

  return (
    <div className="subscriptions-charts">
      {currencies.length === 0 && <p className="admin-empty">{t.noRevenueInMonths}</p>}
      {currencies.map((currency) => {
        const title = t.revenueIn(currencyLabels[currency]);
        const values = revenueOf(currency);
        const format = (value: number) => formatPrice(value, currency);
        return (
          <SeriesChart
            key={currency}
            {...monthly}
            title={title}
            values={values}
            formatValue={format}
            formatTick={(value) => formatAmountTick(value, currency)}
            valueHeading={t.revenue}
            summary={summaryOf(title, months, values, format)}
          />
        );
      })}
      <SeriesChart
        {...monthly}
        title={newTitle}
        values={newValues}
        formatValue={formatNew}
        formatTick={formatNumber}
        valueHeading={t.newSubscriptions}
        summary={summaryOf(newTitle, months, newValues, formatNew)}
      />
    </div>
  );
}
