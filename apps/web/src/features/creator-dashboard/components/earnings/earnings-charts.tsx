import { CURRENCIES, type CreatorEarnings, type Currency, currencyLabels, formatPrice } from '@kora/shared';
import { SeriesChart, summarise } from '../../../../components/chart/series-chart';
import { amountTick, weekPoint } from '../../earnings-format';
import { creatorEarningsTexts } from './earnings-texts';

type Weeks = CreatorEarnings['weeks'];

/** '… : 1 800 FCFA sur les 12 dernières semaines, au plus 1 800 FCFA la semaine du lundi 2 novembre.' */
function summaryOf(title: string, weeks: Weeks, values: readonly number[], format: (value: number) => string): string {
  const { total, peak, peakIndex } = summarise(values);
  const texts = creatorEarningsTexts.charts;
  if (total === 0) return texts.noneOverWeeks(title, weeks.length);
  return texts.overWeeks(title, format(total), weeks.length, format(peak), weekPoint(weeks[peakIndex]?.week ?? '').long);
}

/** The net earned per week over 12 weeks: one chart per currency earned (never one axis for two currencies). */
export function EarningsCharts({ weeks }: { weeks: Weeks }) {
  const points = weeks.map(({ week }) => weekPoint(week));
  const valuesOf = (currency: Currency) => weeks.map((week) => week.amounts.find((amount) => amount.currency === currency)?.amount ?? 0);
  const earned = CURRENCIES.filter((currency) => valuesOf(currency).some((value) => value !== 0));
  const shown: Currency[] = earned.length > 0 ? earned : ['XOF'];
  const texts = creatorEarningsTexts.charts;
  return (
    <div className="earnings-charts">
      {shown.map((currency) => {
        const title = texts.title(currencyLabels[currency]);
        const values = valuesOf(currency);
        const format = (value: number) => formatPrice(value, currency);
        return (
          <SeriesChart
            key={currency}
            title={title}
            points={points}
            values={values}
            shape="bars"
            formatValue={format}
            formatTick={(value) => amountTick(value, currency)}
            pointHeading={texts.week}
            valueHeading={texts.net}
            summary={summaryOf(title, weeks, values, format)}
            labelEvery={3}
          />
        );
      })}
    </div>
  );
}
