import type { CardFields, SandboxCardPaymentResult } from '@kora/shared';

/** What a card form's charge answers: the provider took the card, or refused it (with its reason). */
export type ChargeResult = { ok: true } | { ok: false; message: string | null };
/** A card form's charge, run by the page's payment (which waits for its outcome). */
export type Charge = () => Promise<ChargeResult>;

/** What the sandbox answers for a card (a subscription's or a sponsorship's): paid, or refused with its reason. */
export type PaySandboxCard = (card: CardFields) => Promise<Pick<SandboxCardPaymentResult, 'status' | 'message'>>;
