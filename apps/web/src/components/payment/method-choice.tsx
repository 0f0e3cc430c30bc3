import { type PaymentMethod, paymentMethods } from '@kora/shared';
import './payment-fields.css';

const methodTypeLabels = { mobile_money: 'Mobile money', bank_transfer: 'Virement', card: 'Carte' } as const;

interface MethodChoiceProps<M extends PaymentMethod> {
  methods: readonly M[];
  value: M | '';
  onChange: (method: M) => void;
  /** 'Moyen de paiement', 'Opérateur'. */
  legend?: string;
  name?: string;
}

/** The methods on offer as large radio choices, easy to tap, each with its kind (Mobile money, Carte). */
export function MethodChoice<M extends PaymentMethod>({ methods, value, onChange, legend = 'Moyen de paiement', name = 'payment_method' }: MethodChoiceProps<M>) {
  return (
    <fieldset className="pay-methods">
      <legend>{legend}</legend>
      {methods.map((method) => (
        <label key={method} className="pay-method">
          <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
          <span>{paymentMethods[method].label}</span>
          <span className="pay-method__type">{methodTypeLabels[paymentMethods[method].type]}</span>
        </label>
      ))}
    </fieldset>
  );
}
