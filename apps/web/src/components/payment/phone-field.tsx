import { type Country, countryDialCodes, countryLabels } from '@kora/shared';
import { useId } from 'react';
import { FieldNote } from '../ui/field';
import { Input } from '../ui/input';
import { paymentFieldsTexts } from './payment-fields-texts';
import './payment-fields.css';

interface PhoneFieldProps {
  country: Country;
  value: string;
  error?: string | undefined;
  onChange: (phone: string) => void;
  /** Under the field ('Le numéro du compte qui paie…'). */
  hint: string;
  label?: string;
}

/** A mobile-money number after its country's dial code (+221), with its hint or error. */
export function PhoneField({ country, value, error, onChange, hint, label = paymentFieldsTexts.phoneLabel }: PhoneFieldProps) {
  const id = `${useId()}-phone`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="pay-phone">
        <span className="pay-phone__code" aria-label={paymentFieldsTexts.dialCode(countryLabels[country])}>
          +{countryDialCodes[country]}
        </span>
        <Input
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="77 123 45 67"
          value={value}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
