import { COUNTRIES, type Country, countryLabels, CURRENCIES, type Currency, currencyShortLabels, methodNeedsPhone, type PaymentMethod, SPONSOR_AMOUNT_MIN, SPONSOR_MESSAGE_MAX, sponsorMessages } from '@kora/shared';
import { useId } from 'react';
import { MethodChoice } from '../../../components/payment/method-choice';
import { PhoneField } from '../../../components/payment/phone-field';
import { FieldNote } from '../../../components/ui/field';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { amountStep, type SponsorFieldErrors, type SponsorFields } from '../sponsor-form';
import { sponsoringTexts } from '../sponsoring-texts';

interface SponsorFieldsProps {
  fields: SponsorFields;
  errors: SponsorFieldErrors;
  methods: readonly PaymentMethod[];
  /** Mobile money is sold in FCFA only: the country (which names the operators) shows then. */
  mobileMoney: boolean;
  onChange: (change: Partial<SponsorFields>) => void;
}

/**
 * The sponsor dialog's fields (viewer.md §5, §9): the amount (min 0.01, step 0.01; whole in FCFA) and
 * its currency, the message (200 characters, with its counter), 'Afficher publiquement', then how to pay:
 * the country, the operators the matrix sells there or a card, and the phone for mobile money.
 */
export function SponsorFieldset({ fields, errors, methods, mobileMoney, onChange }: SponsorFieldsProps) {
  const checkboxId = useId();
  const methodsId = useId();
  const texts = sponsoringTexts.fields;
  return (
    <>
      <div className="sponsor-form__amount">
        <FormField
          label={texts.amount}
          name="amount"
          type="number"
          inputMode="decimal"
          min={SPONSOR_AMOUNT_MIN}
          step={amountStep(fields.currency)}
          required
          value={fields.amount}
          error={errors.amount}
          onChange={(amount) => onChange({ amount })}
        />
        <SelectField label={texts.currency} name="currency" value={fields.currency} options={CURRENCIES} labels={currencyShortLabels} onChange={(currency) => onChange({ currency: currency as Currency })} />
      </div>
      <TextareaField
        label={texts.message}
        name="message"
        rows={3}
        maxLength={SPONSOR_MESSAGE_MAX}
        value={fields.message}
        error={errors.message}
        hint={`${fields.message.length}/${SPONSOR_MESSAGE_MAX}`}
        onChange={(message) => onChange({ message })}
      />
      <label className="sponsor-form__check" htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={fields.showPublicly} onChange={(event) => onChange({ showPublicly: event.target.checked })} />
        <span>
          {sponsorMessages.showPublicly}
          <span className="sponsor-form__check-hint">{texts.publicHint}</span>
        </span>
      </label>
      {mobileMoney && (
        <SelectField label={texts.country} name="country" value={fields.country} options={COUNTRIES} labels={countryLabels} onChange={(country) => onChange({ country: country as Country })} />
      )}
      <div aria-invalid={errors.method ? true : undefined} aria-describedby={errors.method ? `${methodsId}-error` : undefined}>
        <MethodChoice methods={methods} value={fields.method} onChange={(method) => onChange({ method })} />
        <FieldNote id={methodsId} error={errors.method} />
      </div>
      {fields.method && methodNeedsPhone(fields.method) && (
        <PhoneField
          country={fields.country}
          value={fields.phone}
          error={errors.phone}
          onChange={(phone) => onChange({ phone })}
          hint={texts.phoneHint}
        />
      )}
    </>
  );
}
