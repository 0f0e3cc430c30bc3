import { formatPrice, type Plan, type CreateSubscriptionResult } from '@kora/shared';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { SandboxCardForm } from '../../../components/payment/sandbox-card-form';
import { paymentsTexts } from '../payments-texts';
import { periodSummary } from '../plan-selection';
import { useCardPayment } from '../use-card-payment';

// Stripe.js comes only with real keys, and only on this step.
const StripePaymentForm = lazy(() => import('../../../components/payment/stripe-payment-form'));

interface CheckoutPanelProps {
  plan: Plan;
  checkout: CreateSubscriptionResult;
  /** The back button discards the pending payment (viewer.md §2); it waits while that runs. */
  onBack: () => void;
  backBusy: boolean;
  onSettled: () => void;
}

/**
 * 'Complete Your Purchase' (viewer.md §2 /subscribe): the summary of what is charged (the server's
 * figures), the card form (the sandbox's, or Stripe's Payment Element) and 'S’abonner' with the price.
 */
export function CheckoutPanel({ plan, checkout, onBack, backBusy, onSettled }: CheckoutPanelProps) {
  // A refused card ends this payment: back to the plan, where another card starts a new one.
  const pay = useCardPayment({ checkout, onSettled, onFailed: onBack });
  const price = formatPrice(checkout.amount, checkout.currency);
  const texts = paymentsTexts.checkout;
  const submitLabel = texts.subscribe(price);
  const busy = pay.isPending;
  const form = checkout.sandbox ? (
    <SandboxCardForm clientSecret={checkout.clientSecret} submitLabel={submitLabel} busy={busy} onCharge={(charge) => pay.mutate(charge)} />
  ) : checkout.publishableKey ? (
    <Suspense fallback={<Skeleton height="14rem" />}>
      <StripePaymentForm
        publishableKey={checkout.publishableKey}
        clientSecret={checkout.clientSecret}
        submitLabel={submitLabel}
        busy={busy}
        onCharge={(charge) => pay.mutate(charge)}
      />
    </Suspense>
  ) : (
    <p role="alert">{texts.cardUnavailable}</p>
  );

  return (
    <section className="pay-checkout" aria-labelledby="checkout-title">
      <Button variant="ghost" size="sm" className="pay-back" onClick={onBack} loading={backBusy} disabled={busy}>
        <ArrowLeft size={18} aria-hidden /> {texts.back}
      </Button>
      <h2 className="pay-section-title" id="checkout-title">
        {texts.title}
      </h2>
      <Card>
        <dl className="pay-summary" aria-label={texts.summary}>
          <div>
            <dt>{texts.plan}</dt>
            <dd>{checkout.planName}</dd>
          </div>
          <div>
            <dt>{plan.kind === 'pass' ? texts.duration : texts.period}</dt>
            <dd>{periodSummary(plan.kind, checkout.interval)}</dd>
          </div>
          <div className="pay-summary__total">
            <dt>{texts.total}</dt>
            <dd data-testid="checkout-total">{price}</dd>
          </div>
        </dl>
      </Card>
      <Card>{form}</Card>
    </section>
  );
}
