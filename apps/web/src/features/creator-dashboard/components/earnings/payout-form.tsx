import { COUNTRIES, type Country, countryLabels, type CreatorEarnings, currencyLabels, formatPrice, PAYOUT_METHODS, type PayoutMethod } from '@kora/shared';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MethodChoice } from '../../../../components/payment/method-choice';
import { checkPayerPhone, keptMethod, methodsFor } from '../../../../components/payment/payment-matrix';
import { PhoneField } from '../../../../components/payment/phone-field';
import { Button } from '../../../../components/ui/button';
import { FieldNote } from '../../../../components/ui/field';
import { FormField, SelectField } from '../../../../components/ui/form-field';
import { fieldErrorsFromError, serverMessageFromError } from '../../../../lib/api-client';
import { focusFirstInvalid } from '../../../../lib/focus-first-invalid';
import { dismissErrorToast, toast, toastRequestError } from '../../../../lib/toast';
import { useRequestPayout } from '../../api/request-payout';
import { defaultPayout, PAYOUT_CURRENCIES, type PayoutCurrency } from '../../earnings-format';
import { creatorEarningsTexts } from './earnings-texts';

interface PayoutFields {
  amount: string;
  currency: PayoutCurrency;
  country: Country;
  method: PayoutMethod | '';
  phone: string;
}
type PayoutErrors = Partial<Record<'amount' | 'method' | 'phone' | 'form', string>>;

/** The operators a payout may go to in `country` for `currency` (the matrix's mobile money). */
const payoutMethodsFor = (country: Country, currency: PayoutCurrency) =>
  methodsFor(country, currency).filter((method): method is PayoutMethod => (PAYOUT_METHODS as readonly string[]).includes(method));

/**
 * 'Demander un versement': the amount (the available FCFA balance by default), the operator,
 * the country and the phone it goes to. The server decides (minimum, balance, one payout at a time) and
 * its French refusal is shown under the form.
 */
export function PayoutForm({ earnings }: { earnings: CreatorEarnings }) {
  const [fields, setFields] = useState<PayoutFields>(() => ({ ...defaultPayout(earnings.balances), country: 'SN', method: '', phone: '' }));
  const [errors, setErrors] = useState<PayoutErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const formErrorId = useId();
  const request = useRequestPayout();
  const methods = payoutMethodsFor(fields.country, fields.currency);
  const available = earnings.balances.find((balance) => balance.currency === fields.currency)?.available ?? 0;
  const texts = creatorEarningsTexts.payoutForm;

  const change = (next: Partial<PayoutFields>) => {
    setFields((current) => {
      const merged = { ...current, ...next };
      return { ...merged, method: keptMethod(merged.method, merged.country, merged.currency) };
    });
    setErrors({});
  };
  const refuse = (found: PayoutErrors) => {
    setErrors(found);
    window.setTimeout(() => focusFirstInvalid(form.current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    dismissErrorToast();
    const amount = Number(fields.amount.replace(/[\s\u00a0\u202f]/g, ''));
    if (!fields.amount.trim() || !Number.isInteger(amount) || amount <= 0) return refuse({ amount: texts.amountInvalid });
    if (!fields.method) return refuse({ method: texts.operatorRequired });
    const phone = checkPayerPhone(fields.method, fields.country, fields.phone);
    if (!phone.ok) return refuse({ phone: 'toast' in phone ? phone.toast.description : phone.message });
    request.mutate(
      { amount, currency: fields.currency, method: fields.method, country: fields.country, phone: phone.msisdn ?? fields.phone },
      {
        onSuccess: (payout) => {
          toast({ title: texts.requestedTitle, description: texts.requested(formatPrice(payout.amount, payout.currency)) });
          setFields((current) => ({ ...current, amount: '' }));
        },
        onError: (error) => {
          const found = fieldErrorsFromError(error);
          const byField = { amount: found.amount, method: found.method, phone: found.phone };
          const message = serverMessageFromError(error);
          // The server's message once: under its field when it names one, else under the form.
          refuse({ ...byField, form: message && !Object.values(byField).includes(message) ? message : undefined });
          toastRequestError(error, texts.failedTitle, texts.retryLater);
        },
      },
    );
  };

  return (
    <form ref={form} className="earnings-payout card pay-form" aria-labelledby={titleId} aria-describedby={errors.form ? `${formErrorId}-error` : undefined} noValidate onSubmit={submit}>
      <h3 id={titleId} className="earnings-section__title">
        {texts.title}
      </h3>
      <p className="earnings-empty">{texts.intro(formatPrice(available, fields.currency), formatPrice(earnings.payoutMinimum, fields.currency))}</p>
      <div className="pay-form__row">
        <FormField label={texts.amount} name="amount" type="number" inputMode="numeric" min={1} step={1} value={fields.amount} error={errors.amount} onChange={(amount) => change({ amount })} />
        <SelectField label={texts.currency} name="currency" value={fields.currency} options={PAYOUT_CURRENCIES} labels={currencyLabels} onChange={(currency) => change({ currency: currency as PayoutCurrency })} />
      </div>
      <SelectField label={texts.country} name="country" value={fields.country} options={COUNTRIES} labels={countryLabels} onChange={(country) => change({ country: country as Country })} />
      {methods.length > 0 ? (
        <MethodChoice legend={texts.operator} name="payout_method" methods={methods} value={fields.method} onChange={(method) => change({ method })} />
      ) : (
        <p className="earnings-empty">{texts.noOperator}</p>
      )}
      {errors.method && <p className="field__error" role="alert">{errors.method}</p>}
      <PhoneField country={fields.country} value={fields.phone} error={errors.phone} onChange={(phone) => change({ phone })} hint={texts.phoneHint} />
      <FieldNote id={formErrorId} error={errors.form} />
      <Button type="submit" block loading={request.isPending} className="pay-wrap">
        <Send size={18} aria-hidden /> {texts.title}
      </Button>
    </form>
  );
}
