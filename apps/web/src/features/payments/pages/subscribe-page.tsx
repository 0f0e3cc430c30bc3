import { type Currency, effectiveTier, type Plan, tierRank, type User } from '@kora/shared';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ActiveSubscriptionBanner } from '../components/active-subscription-banner';
import { CheckoutPanel } from '../components/checkout-panel';
import { ChosenPlan } from '../components/chosen-plan';
import { PlanOfferCard } from '../components/plan-offer-card';
import { defaultCurrency, planCurrencies, planQueryOf, priceIn } from '../plan-selection';
import { useCardCheckout } from '../use-card-checkout';
import { paymentsTexts } from '../payments-texts';
import '../payments.css';

/** The payer already enjoys what the plan gives: its own tier (a subscription), or as much (a pass). */
function alreadyHas(user: User, plan: Plan): boolean {
  const tier = effectiveTier(user);
  return plan.kind === 'pass' ? tier !== 'free' && tierRank(tier) >= tierRank(plan.tier) : tier === plan.tier;
}

function Offer({ user, plan }: { user: User; plan: Plan }) {
  const [params] = useSearchParams();
  const currencies = planCurrencies(plan);
  const [chosen, setChosen] = useState<Currency | undefined>(() => defaultCurrency(currencies, params.get('currency')));
  const currency = chosen && currencies.includes(chosen) ? chosen : defaultCurrency(currencies);
  const card = useCardCheckout();

  if (!currency) return <Card>{paymentsTexts.noPrice}</Card>;
  if (card.checkout) {
    return (
      <CheckoutPanel
        plan={plan}
        checkout={card.checkout}
        onBack={() => card.back.mutate()}
        backBusy={card.back.isPending}
        onSettled={card.settled}
      />
    );
  }
  const payByCard = () => {
    if (card.start.isPending) return;
    card.start.mutate({ planId: plan.id, currency, amount: priceIn(plan, currency) });
  };
  return (
    <PlanOfferCard
      plan={plan}
      currency={currency}
      currencies={currencies}
      onCurrency={setChosen}
      current={alreadyHas(user, plan)}
      busy={card.start.isPending}
      onCard={payByCard}
      mobileMoneyTo={`/hub2-payment?${planQueryOf(plan)}&currency=${currency}`}
    />
  );
}

/**
 * /subscribe (viewer.md §2): the plan from the server (the Premium monthly plan unless the
 * plan chooser named another with ?plan=<tier> or ?pass=<id>), in FCFA unless the payer picks another
 * currency it is sold in; mobile money or card ('Complete Your Purchase'). An active subscriber sees
 * the green banner and 'Offre actuelle' disabled. Signed out, the route set sends to sign-in after 500 ms.
 */
export default function SubscribePage({ user }: { user: User }) {
  return (
    <main className="page pay-page">
      <PageHeader title={paymentsTexts.subscribeTitle} />
      <ActiveSubscriptionBanner user={user} />
      <ChosenPlan>{(plan) => <Offer user={user} plan={plan} />}</ChosenPlan>
    </main>
  );
}
