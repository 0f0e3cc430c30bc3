import { catalogueMessages, type Currency, currencyLabels, formatPrice, type Plan } from '@kora/shared';
import { Check, Crown, CreditCard, Smartphone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { cx } from '../../../lib/cx';
import { paymentsTexts } from '../payments-texts';
import { periodLabel, priceIn } from '../plan-selection';

interface PlanOfferCardProps {
  plan: Plan;
  currency: Currency;
  currencies: readonly Currency[];
  onCurrency: (currency: Currency) => void;
  /** The payer already has this tier (or more, for a pass): 'Offre actuelle', disabled. */
  current: boolean;
  /** The card flow is starting (the subscription is being created). */
  busy: boolean;
  onCard: () => void;
  /** /hub2-payment with this plan and currency. */
  mobileMoneyTo: string;
}

/**
 * The plan /subscribe sells (viewer.md §2): name, POPULAIRE badge, price in the chosen currency, its
 * features, then the two ways to pay: mobile money (first: most viewers pay so) and card, which
 * creates the subscription and opens 'Complete Your Purchase'.
 */
export function PlanOfferCard({ plan, currency, currencies, onCurrency, current, busy, onCard, mobileMoneyTo }: PlanOfferCardProps) {
  const amount = priceIn(plan, currency) ?? 0;
  const texts = paymentsTexts.offer;
  return (
    <Card className={cx('pay-offer', plan.popular && 'pay-offer--popular')} aria-labelledby="pay-offer-name" data-testid="subscribe-plan">
      <div className="pay-offer__head">
        <h2 className="pay-offer__name" id="pay-offer-name">
          <Crown size={20} aria-hidden /> {plan.name}
        </h2>
        {plan.popular && <Badge variant="primary">{texts.popular}</Badge>}
      </div>
      {plan.description && <p className="pay-offer__description">{plan.description}</p>}
      <p className="pay-price" data-testid="subscribe-price">
        <strong>{formatPrice(amount, currency)}</strong> <span>{periodLabel(plan)}</span>
      </p>
      <ul className="pay-features" role="list">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      {current ? (
        <Button block disabled>
          {catalogueMessages.currentPlan}
        </Button>
      ) : (
        <>
          {currencies.length > 1 && (
            <SelectField
              label={texts.currency}
              name="currency"
              value={currency}
              options={currencies}
              labels={currencyLabels}
              onChange={(value) => onCurrency(value as Currency)}
            />
          )}
          <div className="pay-actions">
            <ButtonLink to={mobileMoneyTo} block size="lg">
              <Smartphone size={18} aria-hidden /> {texts.payByMobileMoney}
            </ButtonLink>
            <p className="pay-or">{texts.or}</p>
            <Button variant="outline" block loading={busy} onClick={onCard}>
              <CreditCard size={18} aria-hidden /> {texts.payByCard}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
