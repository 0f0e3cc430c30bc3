/** What a card form's charge answers: the provider took the card, or refused it (with its reason). */
export type ChargeResult = { ok: true } | { ok: false; message: string | null };
/** A card form's charge, run by the page's payment (which waits for its outcome). */
export type Charge = () => Promise<ChargeResult>;
