import { type CreatorEarnings, currencyLabels, type EarningsBalance, formatPrice } from '@kora/shared';
import { pendingLabel } from '../../earnings-format';
import { creatorEarningsTexts } from './earnings-texts';

type Figure = { key: keyof Omit<EarningsBalance, 'currency'>; label: (holdDays: number) => string };

/** What a creator reads first: what they may be paid now, then what is held, on its way, already paid (labels read when drawn). */
const FIGURES: Figure[] = [
  { key: 'available', label: () => creatorEarningsTexts.balances.available },
  { key: 'pending', label: pendingLabel },
  { key: 'inPayout', label: () => creatorEarningsTexts.balances.inPayout },
  { key: 'paidOut', label: () => creatorEarningsTexts.balances.paidOut },
];

/**
 * An amount in a narrow card: the figure held together, the currency free to go under it, so « 10 000 000 FCFA »
 * never runs out of a half-width card on a 360 px phone (the size also follows the card, earnings.css).
 */
function Amount({ text }: { text: string }) {
  const cut = text.lastIndexOf('\u00a0');
  if (cut < 0) return text;
  return (
    <>
      <span className="earnings-balance__figure">{text.slice(0, cut)}</span> <span>{text.slice(cut + 1)}</span>
    </>
  );
}

/** One card per currency (never added together): Disponible, En attente (N jours), En cours de versement, Versé. */
export function EarningsBalances({ earnings }: { earnings: CreatorEarnings }) {
  const texts = creatorEarningsTexts.balances;
  if (earnings.balances.length === 0) {
    return <p className="earnings-empty">{texts.empty}</p>;
  }
  return (
    <div className="earnings-balances">
      {earnings.balances.map((balance) => (
        <section key={balance.currency} className="earnings-balance card" aria-label={texts.label(currencyLabels[balance.currency])} data-testid={`earnings-balance-${balance.currency}`}>
          <h3 className="earnings-balance__currency">{currencyLabels[balance.currency]}</h3>
          <dl className="dashboard-stats earnings-balance__figures">
            {FIGURES.map(({ key, label }) => (
              <div key={key} className="dashboard-stat">
                <dt className="dashboard-stat__label">{label(earnings.holdDays)}</dt>
                <dd className="dashboard-stat__value earnings-balance__value" data-testid={`balance-${key}`}>
                  <Amount text={formatPrice(balance[key], balance.currency)} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="earnings-balance__earned">{texts.earned(formatPrice(balance.earned, balance.currency))}</p>
        </section>
      ))}
    </div>
  );
}
