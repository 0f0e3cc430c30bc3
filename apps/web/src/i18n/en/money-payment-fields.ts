import { translation } from '@kora/shared';
import { paymentFieldsTexts } from '../../components/payment/payment-fields-texts';

export const englishPaymentFields = [
  translation(paymentFieldsTexts, {
    methodLegend: 'Payment method',
    methodTypes: { mobile_money: 'Mobile money', bank_transfer: 'Transfer', card: 'Card' },
    phoneLabel: 'Phone number',
    dialCode: (country) => `Dialling code for ${country}`,
    cardForm: 'Bank card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    stripeLoadFailed: 'The payment form could not be loaded. Check your connection and try again.',
  }),
];
