import { type Country, type Currency, formatPrice, type PaymentMethod, type Plan, type User } from '@kora/shared';
import { ExternalLink, Smartphone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { toast } from '../../../lib/toast';
import { BenefitsList } from '../components/benefits-list';
import { ChosenPlan } from '../components/chosen-plan';
import { MobileMoneyFieldset } from '../components/mobile-money-fields';
import { keptMethod, methodsFor } from '../../../components/payment/payment-matrix';
import { checkMobileMoney, currenciesFor, type MobileMoneyFields } from '../mobile-money';
import { choiceQueryOf, defaultCurrency, periodLabel, planChoiceOf, planCurrencies, planQueryOf, priceIn } from '../plan-selection';
import { paymentsTexts } from '../payments-texts';
import { type StartedPayment, useMobileMoneyPayment } from '../use-mobile-money-payment';
import '../payments.css';

const DEFAULT_COUNTRY: Country = 'SN';

function StartedCard({ started, confirming, onConfirm, onChange }: { started: StartedPayment; confirming: boolean; onConfirm: () => void; onChange: () => void }) {
  const texts = paymentsTexts.started;
  return (
    <Card className="pay-offer" aria-labelledby="started-title">
      <h2 className="pay-section-title" id="started-title">
        {texts.title}
      </h2>
      <p className="pay-page__intro">{started.opened ? texts.opened : texts.notOpened}</p>
      <a className="pay-link" href={started.link} target="_blank" rel="noopener noreferrer">
        <ExternalLink size={16} aria-hidden /> {texts.openLink}
      </a>
      <div className="pay-actions">
        <Button block size="lg" loading={confirming} onClick={onConfirm}>
          {texts.paid}
        </Button>
        <Button variant="ghost" block disabled={confirming} onClick={onChange}>
          {texts.changeMethod}
        </Button>
      </div>
    </Card>
  );
}

function MobileMoneyForm({ user, plan }: { user: User; plan: Plan }) {
  const [params] = useSearchParams();
  const sold = planCurrencies(plan);
  const [fields, setFields] = useState<MobileMoneyFields>(() => ({
    country: DEFAULT_COUNTRY,
    currency: defaultCurrency(currenciesFor(sold, DEFAULT_COUNTRY), params.get('currency')) ?? '',
    method: '',
    email: user.email,
    phone: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<'email' | 'phone', string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const payment = useMobileMoneyPayment();

  const country = fields.country || DEFAULT_COUNTRY;
  const currencies = currenciesFor(sold, country);
  const methods = fields.currency ? methodsFor(country, fields.currency) : [];
  const amount = fields.currency ? priceIn(plan, fields.currency) : undefined;

  /** A new country or currency keeps the other choices only while the matrix still sells them. */
  const choose = (next: { country?: Country; currency?: Currency }) =>
    setFields((current) => {
      const nextCountry = next.country ?? (current.country || DEFAULT_COUNTRY);
      const offered = currenciesFor(sold, nextCountry);
      const wanted = next.currency ?? current.currency;
      const currency = wanted && offered.includes(wanted) ? wanted : (defaultCurrency(offered) ?? '');
      return { ...current, country: nextCountry, currency, method: currency ? keptMethod(current.method, nextCountry, currency) : '' };
    });
  const set = (name: 'email' | 'phone' | 'method', value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name !== 'method') setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.starting) return;
    const checked = checkMobileMoney(fields);
    if (!checked.ok) {
      if ('toast' in checked) toast({ ...checked.toast, variant: 'destructive' });
      else {
        setErrors({ [checked.field]: checked.message });
        window.setTimeout(() => focusFirstInvalid(form.current));
      }
      return;
    }
    const origin = window.location.origin;
    payment.start({
      amount: priceIn(plan, checked.currency) ?? 0,
      currency: checked.currency,
      payment_method: checked.method,
      customer_email: checked.email,
      customer_phone: checked.msisdn,
      country: checked.country,
      return_url: `${origin}/hub2-success`,
      cancel_url: `${origin}/hub2-error`,
      planId: plan.id,
    }, planQueryOf(plan));
  };

  const texts = paymentsTexts.mobile;
  if (payment.started) {
    return <StartedCard started={payment.started} confirming={payment.confirming} onConfirm={payment.confirmPaid} onChange={payment.reset} />;
  }
  return (
    <form ref={form} className="pay-page" onSubmit={submit} noValidate aria-label={texts.title}>
      <Card className="pay-form">
        <MobileMoneyFieldset
          fields={fields}
          currencies={currencies}
          methods={methods}
          errors={errors}
          onCountry={(value) => choose({ country: value })}
          onCurrency={(value) => choose({ currency: value })}
          onMethod={(value: PaymentMethod) => set('method', value)}
          onEmail={(value) => set('email', value)}
          onPhone={(value) => set('phone', value)}
        />
      </Card>
      <Card className="pay-offer" aria-label={texts.summary}>
        <dl className="pay-summary">
          <div>
            <dt>{texts.plan}</dt>
            <dd>{plan.name}</dd>
          </div>
          <div className="pay-summary__total">
            <dt>{texts.total}</dt>
            <dd data-testid="hub2-total">{amount !== undefined && fields.currency ? `${formatPrice(amount, fields.currency)} ${periodLabel(plan)}` : '—'}</dd>
          </div>
        </dl>
        <Button type="submit" block size="lg" loading={payment.starting} disabled={!fields.method || !fields.country}>
          {texts.proceed}
        </Button>
      </Card>
      <BenefitsList title={texts.benefits} items={plan.features} />
    </form>
  );
}

/**
 * /hub2-payment (viewer.md §2, §5): pay a plan or a pass by mobile money (or Hub2's card and
 * bank transfer): country (Sénégal first), currency (FCFA), only the methods the matrix sells there,
 * contact email from the account, the phone for mobile money; a summary with 'Proceed to payment'
 * and the benefits. The plan comes as on /subscribe (?plan=<tier>, ?pass=<id>, else Premium monthly).
 */
export default function Hub2PaymentPage({ user }: { user: User }) {
  const [params] = useSearchParams();
  return (
    <main className="page pay-page">
      <PageHeader title={paymentsTexts.mobile.title} backTo={`/subscribe?${choiceQueryOf(planChoiceOf(params))}`} backLabel={paymentsTexts.mobile.back} />
      <p className="pay-page__intro pay-page__intro--icon">
        <Smartphone size={18} aria-hidden /> {paymentsTexts.mobile.intro}
      </p>
      <ChosenPlan>{(plan) => <MobileMoneyForm user={user} plan={plan} />}</ChosenPlan>
    </main>
  );
}
