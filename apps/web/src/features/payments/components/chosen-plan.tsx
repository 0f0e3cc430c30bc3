import type { Plan } from '@kora/shared';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useSubscriptionPlans } from '../../../components/plan-chooser/get-subscription-plans';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RetryMessage } from '../../../components/ui/retry-message';
import { paymentsTexts } from '../payments-texts';
import { findPlan, planChoiceOf, planCurrencies } from '../plan-selection';
import { PaymentSkeleton } from './payment-skeleton';

/**
 * The plan a payment page's address names (see planChoiceOf), from the server's list: a skeleton
 * while it loads, 'Réessayer' when it failed, a way back to Premium when the plan is no longer sold;
 * else `children(plan)`, keyed by the plan so another plan starts afresh.
 */
export function ChosenPlan({ children }: { children: (plan: Plan) => ReactNode }) {
  const [params] = useSearchParams();
  const plans = useSubscriptionPlans();
  const plan = plans.data && findPlan(plans.data, planChoiceOf(params));

  if (plans.isPending) return <PaymentSkeleton />;
  if (plans.isError) {
    return (
      <Card>
        <RetryMessage text={paymentsTexts.chosenPlan.loadFailed} onRetry={() => void plans.refetch()} />
      </Card>
    );
  }
  if (!plan || planCurrencies(plan).length === 0) {
    return (
      <Card className="pay-offer">
        <p>{paymentsTexts.chosenPlan.gone}</p>
        <ButtonLink to="/subscribe" variant="outline">
          {paymentsTexts.chosenPlan.seePremium}
        </ButtonLink>
      </Card>
    );
  }
  return <Fragment key={plan.id}>{children(plan)}</Fragment>;
}
