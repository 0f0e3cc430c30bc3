import { type Currency, formatPrice, type SponsorResult, sponsorMessages } from '@kora/shared';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Heart } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Charge } from '../../../components/payment/card-charge';
import { keptMethod } from '../../../components/payment/payment-matrix';
import { SandboxCardForm } from '../../../components/payment/sandbox-card-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldErrorsFromError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { dismissErrorToast, toast, toastRequestError } from '../../../lib/toast';
import { useSponsorVideo } from '../api/sponsor-video';
import { checkSponsor, type SponsorFieldErrors, type SponsorFields, sponsorMethodsFor } from '../sponsor-form';
import { sponsoringTexts } from '../sponsoring-texts';
import { RETURN_PARAM } from '../use-sponsorship-outcome';
import { SponsorFieldset } from './sponsor-fields';
import '../../../components/payment/payment-fields.css';

// Stripe.js comes only with real keys, and only once a card is to be paid.
const StripePaymentForm = lazy(() => import('../../../components/payment/stripe-payment-form'));

export interface SponsorDialogProps {
  open: boolean;
  onClose: () => void;
  videoId: string;
  /** The video's display currency (the stats' `currency`): the amount's default currency. */
  currency: Currency;
  /** A card was accepted: the page watches the sponsorship until it is paid (and then clears this dialog). */
  onCardAccepted: (sponsorshipId: string) => void;
}

type Step = { kind: 'form' } | { kind: 'card'; payment: SponsorResult } | { kind: 'waiting' };

/** The server's field errors, under the dialog's fields. */
function serverErrors(error: unknown): SponsorFieldErrors {
  const found = fieldErrorsFromError(error);
  return { amount: found.amount, message: found.message, phone: found.customer_phone, method: found.payment_method ?? found.country };
}

/**
 * 'Sponsoriser' (viewer.md §2, §4, §5, §8), its own chunk: the form, then the payment — mobile
 * money goes (in this tab: a phone) to the operator's page, which comes back to the video with
 * ?parrainage=<id>; a card is paid here (the sandbox's form, or Stripe's). What was typed stays while
 * the dialog is closed and opened again; it is cleared once the sponsorship is paid.
 */
export default function SponsorDialog({ open, onClose, videoId, currency, onCardAccepted }: SponsorDialogProps) {
  const [fields, setFields] = useState<SponsorFields>(() => ({ amount: '', currency, message: '', showPublicly: true, country: 'SN', method: '', phone: '' }));
  const [errors, setErrors] = useState<SponsorFieldErrors>({});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [leaving, setLeaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const sponsor = useSponsorVideo();
  const methods = sponsorMethodsFor(fields.country, fields.currency);
  const mobileMoney = methods.some((method) => method !== 'card');

  // The amount first, once the dialog is shown (the browser focuses its first control, the close button).
  useEffect(() => {
    if (!open || step.kind !== 'form') return;
    const timer = window.setTimeout(() => form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus());
    return () => window.clearTimeout(timer);
  }, [open, step.kind]);

  // Back from the operator's page by the browser's back button (the page kept in memory): the button works again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const change = (next: Partial<SponsorFields>) => {
    setFields((current) => {
      const merged = { ...current, ...next };
      return { ...merged, method: keptMethod(merged.method, merged.country, merged.currency) };
    });
    setErrors((current) => {
      const cleared = { ...current };
      for (const key of Object.keys(next)) delete cleared[key as keyof SponsorFieldErrors];
      return cleared;
    });
  };

  const refuse = (found: SponsorFieldErrors) => {
    setErrors(found);
    window.setTimeout(() => focusFirstInvalid(form.current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sponsor.isPending || leaving) return;
    dismissErrorToast();
    const checked = checkSponsor(fields);
    if (!checked.ok) {
      if ('toast' in checked) toast({ ...checked.toast, variant: 'destructive' });
      else refuse(checked.errors);
      return;
    }
    sponsor.mutate(
      { videoId, body: checked.body },
      {
        onSuccess: (payment) => {
          if (payment.payment_link) {
            // Mobile money: the operator's page, in this tab; the button stays busy until the page goes.
            setLeaving(true);
            window.location.assign(payment.payment_link);
          } else {
            setStep({ kind: 'card', payment });
          }
        },
        onError: (error) => {
          refuse(serverErrors(error));
          toastRequestError(error, sponsorMessages.failedTitle, sponsorMessages.failedDefault);
        },
      },
    );
  };

  const charge = useMutation({
    mutationFn: (run: Charge) => run(),
    onSuccess: (charged, _run) => {
      if (step.kind !== 'card') return;
      if (!charged.ok) {
        // A refused card ends this payment: back to the form, where another attempt starts a new one.
        toast({ title: sponsorMessages.failedTitle, description: charged.message || sponsorMessages.failedDefault, variant: 'destructive' });
        setStep({ kind: 'form' });
        return;
      }
      setStep({ kind: 'waiting' });
      onCardAccepted(step.payment.sponsorshipId);
    },
    onError: (error) => toastRequestError(error, sponsorMessages.failedTitle, sponsorMessages.failedDefault),
  });

  const texts = sponsoringTexts.dialog;
  let body;
  if (step.kind === 'waiting') {
    body = (
      <div className="sponsor-form">
        <p aria-live="polite" className="sponsor-form__waiting">
          {sponsorMessages.pending}
        </p>
        <Button variant="outline" onClick={onClose}>
          {texts.close}
        </Button>
      </div>
    );
  } else if (step.kind === 'card') {
    const { payment } = step;
    const submitLabel = texts.pay(formatPrice(payment.amount, payment.currency));
    const returnUrl = `${window.location.origin}/video/${encodeURIComponent(videoId)}?${RETURN_PARAM}=${encodeURIComponent(payment.sponsorshipId)}`;
    body = (
      <div className="sponsor-form">
        <Button variant="ghost" size="sm" className="sponsor-form__back" disabled={charge.isPending} onClick={() => setStep({ kind: 'form' })}>
          <ArrowLeft size={18} aria-hidden /> {texts.edit}
        </Button>
        {payment.sandbox && payment.clientSecret ? (
          <SandboxCardForm clientSecret={payment.clientSecret} submitLabel={submitLabel} busy={charge.isPending} onCharge={(run) => charge.mutate(run)} />
        ) : payment.publishableKey && payment.clientSecret ? (
          <Suspense fallback={<Skeleton height="14rem" />}>
            <StripePaymentForm
              publishableKey={payment.publishableKey}
              clientSecret={payment.clientSecret}
              submitLabel={submitLabel}
              busy={charge.isPending}
              returnUrl={returnUrl}
              onCharge={(run) => charge.mutate(run)}
            />
          </Suspense>
        ) : (
          <p role="alert">{texts.cardUnavailable}</p>
        )}
      </div>
    );
  } else {
    body = (
      <form ref={form} className="sponsor-form pay-form" noValidate onSubmit={submit} aria-label={texts.formLabel}>
        <p className="sponsor-form__intro">{texts.intro}</p>
        <SponsorFieldset fields={fields} errors={errors} methods={methods} mobileMoney={mobileMoney} onChange={change} />
        <Button type="submit" block size="lg" className="pay-wrap" loading={sponsor.isPending || leaving}>
          <Heart size={18} aria-hidden /> {texts.send}
        </Button>
      </form>
    );
  }

  return (
    <Modal open={open} onClose={onClose} title={sponsorMessages.dialogTitle} className="sponsor-dialog">
      {body}
    </Modal>
  );
}
