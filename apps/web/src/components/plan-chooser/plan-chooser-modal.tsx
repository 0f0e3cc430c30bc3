import {
  catalogueMessages,
  type Currency,
  effectiveTier,
  formatPrice,
  passDurationLabels,
  type Plan,
  planIntervalLabels,
  type PlanPrice,
  type Tier,
  tierRank,
  type User,
} from '@kora/shared';
import { Check, Crown } from 'lucide-react';
import { useNavigate } from '../../lib/router';
import { cx } from '../../lib/cx';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { RetryMessage } from '../ui/retry-message';
import { Skeleton } from '../ui/skeleton';
import { useSubscriptionPlans } from './get-subscription-plans';
import { planChooserTexts } from './plan-chooser-texts';
import './plan-chooser.css';

interface PlanChooserModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

const priceIn = (prices: readonly PlanPrice[], order: readonly Currency[]) => order.map((c) => prices.find((p) => p.currency === c)).find(Boolean);

/**
 * A plan's price as the chooser shows it. Kora does not know a viewer's currency yet, and most of its
 * viewers pay in FCFA: the FCFA price first (XOF, else XAF), then the euro price (else the dollar
 * one) for those who pay by card abroad.
 */
function shownPrices(prices: readonly PlanPrice[]) {
  const first = priceIn(prices, ['XOF', 'XAF', 'EUR', 'USD']);
  const second = first && (first.currency === 'XOF' || first.currency === 'XAF') ? priceIn(prices, ['EUR', 'USD']) : undefined;
  return { first, second };
}

function PlanCard({ plan, current, onChoose }: { plan: Plan; current: Tier; onChoose: () => void }) {
  const pass = plan.kind === 'pass';
  const isCurrent = !pass && plan.tier === current;
  const included = pass && tierRank(current) >= tierRank(plan.tier);
  const { first, second } = shownPrices(plan.prices);
  const label = isCurrent ? catalogueMessages.currentPlan : included ? planChooserTexts.included : pass ? planChooserTexts.buy(plan.name) : planChooserTexts.choose(plan.name);
  return (
    <li className={cx('plan', plan.popular && 'plan--popular', isCurrent && 'plan--current')} aria-labelledby={`plan-${plan.id}`}>
      <div className="plan__head">
        <h3 className="plan__name" id={`plan-${plan.id}`}>
          {plan.popular && <Crown size={16} aria-hidden />} {plan.name}
        </h3>
        {plan.popular && <Badge variant="primary">{planChooserTexts.popular}</Badge>}
      </div>
      {first && (
        <p className="plan__price">
          <strong>{formatPrice(first.amount, first.currency)}</strong> <span>{pass ? `· ${passDurationLabels[plan.interval]}` : `/ ${planIntervalLabels[plan.interval]}`}</span>
          {second && <span className="plan__price-alt">{planChooserTexts.orPrice(formatPrice(second.amount, second.currency))}</span>}
        </p>
      )}
      <ul className="plan__features" role="list">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <Button block variant={plan.popular ? 'primary' : 'outline'} disabled={isCurrent || included} onClick={onChoose}>
        {label}
      </Button>
    </li>
  );
}

/**
 * 'Choisissez votre offre' (viewer.md §2, §9): the current plan, then the plans on sale as the server lists
 * them (basic, premium marked popular, family), then the passes. Choosing one closes the modal and
 * opens /subscribe: a subscription by its tier, the spec's plan id (?plan=premium), a pass by its id
 * (?pass=<id>). The current plan's button is disabled and reads 'Offre actuelle'.
 */
export default function PlanChooserModal({ user, open, onClose }: PlanChooserModalProps) {
  const navigate = useNavigate();
  const plans = useSubscriptionPlans();
  const current = effectiveTier(user);
  const choose = (plan: Plan) => {
    onClose();
    navigate(plan.kind === 'pass' ? `/subscribe?pass=${plan.id}` : `/subscribe?plan=${plan.tier}`);
  };
  const card = (plan: Plan) => <PlanCard key={plan.id} plan={plan} current={current} onChoose={() => choose(plan)} />;
  const subscriptions = plans.data?.filter((plan) => plan.kind === 'subscription') ?? [];
  const passes = plans.data?.filter((plan) => plan.kind === 'pass') ?? [];

  return (
    <Modal open={open} onClose={onClose} title={catalogueMessages.planChooserTitle} className="plan-chooser">
      <p className="plan-chooser__current">
        {planChooserTexts.currentSubscription} <Badge variant={current === 'free' ? 'default' : 'primary'}>{current.toUpperCase()}</Badge>
      </p>
      {plans.isPending && (
        <div className="plan-chooser__list" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="16rem" />
          ))}
        </div>
      )}
      {plans.isError && <RetryMessage text={planChooserTexts.loadFailed} onRetry={() => void plans.refetch()} />}
      {plans.isSuccess && subscriptions.length + passes.length === 0 && <p className="plan-chooser__empty">{planChooserTexts.empty}</p>}
      {subscriptions.length > 0 && (
        <ul className="plan-chooser__list" role="list">
          {subscriptions.map(card)}
        </ul>
      )}
      {passes.length > 0 && (
        <>
          <h3 className="plan-chooser__subtitle">{planChooserTexts.passes}</h3>
          <ul className="plan-chooser__list" role="list">
            {passes.map(card)}
          </ul>
        </>
      )}
      <p className="plan-chooser__footer">{catalogueMessages.planChooserFooter}</p>
    </Modal>
  );
}
