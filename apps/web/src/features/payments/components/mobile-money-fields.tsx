import { COUNTRIES, type Country, countryLabels, type Currency, currencyLabels, methodNeedsPhone, type PaymentMethod } from '@kora/shared';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { MethodChoice } from '../../../components/payment/method-choice';
import { PhoneField } from '../../../components/payment/phone-field';
import type { MobileMoneyFields } from '../mobile-money';
import { paymentsTexts } from '../payments-texts';

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
  const texts = paymentsTexts.mobile;
  return (
    <>
      <SelectField label={texts.country} name="country" value={fields.country} options={COUNTRIES} labels={countryLabels} onChange={(value) => onCountry(value as Country)} />
      <SelectField label={texts.currency} name="currency" value={fields.currency} options={currencies} labels={currencyLabels} onChange={(value) => onCurrency(value as Currency)} />
      <MethodChoice methods={methods} value={fields.method} onChange={onMethod} />
      <FormField label={texts.email} name="email" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={onEmail} />
      {fields.method && methodNeedsPhone(fields.method) && (
        <PhoneField
          country={fields.country || 'SN'}
          value={fields.phone}
          error={errors.phone}
          onChange={onPhone}
          hint={texts.phoneHint}
        />
      )}
    </>
  );
}
