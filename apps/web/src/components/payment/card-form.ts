import type { CardFields } from '@kora/shared';

/*
 * The sandbox card form: what a payer types, shaped as they type it. It is checked before it
 * is sent by the contract's checkCard, the rule the server applies (which decides): that only spares a
 * round trip on 3G.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '4242 4242 4242 4242' from whatever was typed or pasted (19 digits at most). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA' as it is typed: '1' → '1', '12' → '12/', '123' → '12/3'; a deleted slash stays deleted. */
export function formatExpiry(text: string, previous = ''): string {
  const digits = digitsOf(text).slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return text.length < previous.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** What the sandbox receives: the number without spaces, the expiry and CVC as typed. */
export function cardPaymentFields(fields: CardFields): CardFields {
  return { cardNumber: digitsOf(fields.cardNumber), expiry: fields.expiry.trim(), cvc: fields.cvc.trim() };
}
