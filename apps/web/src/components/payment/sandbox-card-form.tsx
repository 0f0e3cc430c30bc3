import { type CardErrors, type CardFields, checkCard, paymentMessages } from '@kora/shared';
import { FlaskConical, Lock } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import type { Charge } from './card-charge';
import { cardPaymentFields, formatCardNumber, formatExpiry } from './card-form';
import { paySandboxCard } from './pay-sandbox-card';
import { paymentFieldsTexts } from './payment-fields-texts';
import './payment-fields.css';

interface SandboxCardFormProps {
  /** The pending card payment's client secret (a subscription's first payment, a sponsorship), as Stripe.js gets it. */
  clientSecret: string;
  /** 'S’abonner · 5 000 FCFA' */
  submitLabel: string;
  busy: boolean;
  onCharge: (charge: Charge) => void;
}

/**
 * The sandbox's card form (no keys, a local server speaks Stripe's API): card number, expiry
 * MM/AA and CVC, checked here, then paid by the sandbox, which treats Stripe's test cards as Stripe does.
 * It says clearly that it is a test mode. Shared by /subscribe and the sponsor dialog.
 */
export function SandboxCardForm({ clientSecret, submitLabel, busy, onCharge }: SandboxCardFormProps) {
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCard(fields, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => focusFirstInvalid(form.current));
      return;
    }
    const card = cardPaymentFields(fields);
    onCharge(async () => {
      const answer = await paySandboxCard(clientSecret, card);
      return answer.status === 'succeeded' ? { ok: true } : { ok: false, message: answer.message };
    });
  };

  return (
    <form ref={form} className="pay-form" onSubmit={submit} noValidate aria-label={paymentFieldsTexts.cardForm}>
      <div className="notice" data-testid="sandbox-notice">
        <FlaskConical size={18} aria-hidden />
        <p>{paymentMessages.sandboxNotice}</p>
      </div>
      <FormField
        label={paymentFieldsTexts.cardNumber}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={fields.cardNumber}
        error={errors.cardNumber}
        onChange={(value) => set('cardNumber', formatCardNumber(value))}
      />
      <div className="pay-form__row">
        <FormField
          label={paymentFieldsTexts.expiry}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={paymentFieldsTexts.expiryPlaceholder}
          value={fields.expiry}
          error={errors.expiry}
          onChange={(value) => set('expiry', formatExpiry(value, fields.expiry))}
        />
        <FormField
          label={paymentFieldsTexts.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={fields.cvc}
          error={errors.cvc}
          onChange={(value) => set('cvc', value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <Button type="submit" block size="lg" loading={busy} className="pay-wrap">
        <Lock size={18} aria-hidden /> {submitLabel}
      </Button>
    </form>
  );
}
