import { COUNTRIES, type Country, countryDialCodes, countryLabels, type Currency, currencyLabels, methodNeedsPhone, type PaymentMethod, paymentMethods } from '@kora/shared';
import { useId } from 'react';
import { FieldNote } from '../../../components/ui/field';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { MobileMoneyFields } from '../mobile-money';

const methodTypeLabels = { mobile_money: 'Mobile money', bank_transfer: 'Virement', card: 'Carte' } as const;

interface MobileMoneyFieldsProps {
  fields: MobileMoneyFields;
  currencies: readonly Currency[];
  methods: readonly PaymentMethod[];
  errors: Partial<Record<'email' | 'phone', string>>;
  onCountry: (country: Country) => void;
  onCurrency: (currency: Currency) => void;
  onMethod: (method: PaymentMethod) => void;
  onEmail: (email: string) => void;
  onPhone: (phone: string) => void;
}

/**
 * The fields of /hub2-payment (viewer.md §2, §3, §5): country, currency, the methods the matrix sells
 * there in that currency (large choices, easy to tap), the contact email, and the phone only for a
 * method whose id contains 'money', after the country's dial code.
 */
export function MobileMoneyFieldset({ fields, currencies, methods, errors, onCountry, onCurrency, onMethod, onEmail, onPhone }: MobileMoneyFieldsProps) {
  const phoneId = `${useId()}-phone`;
  const country = fields.country || 'SN';
  return (
    <>
      <SelectField label="Pays" name="country" value={fields.country} options={COUNTRIES} labels={countryLabels} onChange={(value) => onCountry(value as Country)} />
      <SelectField label="Devise" name="currency" value={fields.currency} options={currencies} labels={currencyLabels} onChange={(value) => onCurrency(value as Currency)} />
      <fieldset className="pay-methods">
        <legend>Moyen de paiement</legend>
        {methods.map((method) => (
          <label key={method} className="pay-method">
            <input type="radio" name="payment_method" value={method} checked={fields.method === method} onChange={() => onMethod(method)} />
            <span>{paymentMethods[method].label}</span>
            <span className="pay-method__type">{methodTypeLabels[paymentMethods[method].type]}</span>
          </label>
        ))}
      </fieldset>
      <FormField label="Email de contact" name="email" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={onEmail} />
      {fields.method && methodNeedsPhone(fields.method) && (
        <div className="field">
          <label className="field__label" htmlFor={phoneId}>
            Numéro de téléphone
          </label>
          <div className="pay-phone">
            <span className="pay-phone__code" aria-label={`Indicatif ${countryLabels[country]}`}>
              +{countryDialCodes[country]}
            </span>
            <Input
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="77 123 45 67"
              value={fields.phone}
              invalid={Boolean(errors.phone)}
              aria-describedby={errors.phone ? `${phoneId}-error` : `${phoneId}-hint`}
              onChange={(event) => onPhone(event.target.value)}
            />
          </div>
          <FieldNote id={phoneId} error={errors.phone} hint="Le numéro du compte qui paie : vous validerez le paiement sur ce téléphone." />
        </div>
      )}
    </>
  );
}
