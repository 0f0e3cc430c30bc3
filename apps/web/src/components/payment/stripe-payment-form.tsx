import { currentLocale } from '@kora/shared';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import type { Charge } from './card-charge';
import { paymentFieldsTexts } from './payment-fields-texts';
import './payment-fields.css';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  busy: boolean;
  onCharge: (charge: Charge) => void;
  /** Where a card that needs its bank's page comes back to (the site's origin unless told). */
  returnUrl?: string;
}

/**
 * With real keys: Stripe.js's Payment Element, loaded with this chunk only (never in
 * sandbox mode), confirmed in the browser with return_url = the site origin (viewer.md §7). A card that
 * needs no redirect is confirmed here; one that does (3-D Secure by a bank page) comes back home, where
 * the webhook has done the rest.
 */
export default function StripePaymentForm({ publishableKey, clientSecret, submitLabel, busy, onCharge, returnUrl }: StripePaymentFormProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey, { locale: currentLocale() })
      .then((stripe) => {
        if (cancelled || !stripe || !mount.current) {
          if (!stripe) setLoadFailed(true);
          return;
        }
        const elements = stripe.elements({ clientSecret, appearance: { theme: 'night' } });
        const element = elements.create('payment');
        element.mount(mount.current);
        element.on('ready', () => setReady({ stripe, elements }));
        destroy = () => element.destroy();
      })
      .catch(() => setLoadFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, clientSecret]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    const { stripe, elements } = ready;
    onCharge(async () => {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl ?? window.location.origin }, redirect: 'if_required' });
      return error ? { ok: false, message: error.message ?? null } : { ok: true };
    });
  };

  return (
    <form className="pay-form" onSubmit={submit} aria-label={paymentFieldsTexts.cardForm}>
      {loadFailed && <p role="alert">{paymentFieldsTexts.stripeLoadFailed}</p>}
      {!ready && !loadFailed && <Skeleton height="12rem" />}
      <div ref={mount} className="pay-stripe-element" />
      <Button type="submit" block size="lg" loading={busy} disabled={!ready} className="pay-wrap">
        <Lock size={18} aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
