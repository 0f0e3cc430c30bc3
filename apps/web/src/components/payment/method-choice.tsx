import { type PaymentMethod, paymentMethods } from '@kora/shared';
import { paymentFieldsTexts } from './payment-fields-texts';
import './payment-fields.css';

interface MethodChoiceProps<M extends PaymentMethod> {
  methods: readonly M[];
  value: M | '';
  onChange: (method: M) => void;
  /** 'Moyen de paiement', 'Opérateur'. */
  legend?: string;
  name?: string;
}

/** The methods on offer as large radio choices, easy to tap, each with its kind (Mobile money, Carte). */
export function MethodChoice<M extends PaymentMethod>({ methods, value, onChange, legend = paymentFieldsTexts.methodLegend, name = 'payment_method' }: MethodChoiceProps<M>) {
  return (
    <fieldset className="pay-methods">
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method} className="pay-method">
          <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
          <span>{paymentMethods[method].label}</span>
          <span className="pay-method__type">{paymentFieldsTexts.methodTypes[paymentMethods[method].type]}</span>
        </label>
      ))}
    </fieldset>
  );
}
