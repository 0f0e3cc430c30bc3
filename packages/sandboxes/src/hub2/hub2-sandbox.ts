import { randomBytes } from 'node:crypto';
import { apiPaths, COUNTRIES, CURRENCIES, HUB2_SANDBOX_PAYMENT_PAGE, pathTo } from '@kora/shared';
import type { SandboxDeps } from '../sandbox-deps.js';
import type { SandboxHandler, SandboxResponse } from '../sandbox-server.js';
import { type Hub2AttemptPayment, type Hub2CreateIntent, type Hub2CreateTransfer, HUB2_EVENTS, HUB2_TRANSFER_EVENTS, type Hub2Payment, type Hub2PaymentIntent, type Hub2Transfer } from '@kora/providers/hub2';
import { HUB2_SIGNATURE_HEADER, signHub2 } from '@kora/providers/hub2-signature';

/** The merchant account Kora's Hub2 client uses against the sandbox (the sandbox asks for the headers, as Hub2 does). */
export const HUB2_SANDBOX_ACCOUNT = { apiKey: 'sandbox-api-key', merchantId: 'kora-sandbox' } as const;

/*
 * Hub2's API in Kora's payment sandbox, under /hub2, in memory: payment intents, payment
 * attempts (they stay pending until the payer answers "on their phone"), transfers; and Hub2's
 * webhooks to Kora, signed as Hub2 signs (`Hub2-Signature: s1=…,s0=…`), retried when Kora does not
 * answer 2xx. What Hub2 does not have lives under /hub2/_sandbox (the payer's answer, a lost webhook,
 * a webhook delivered again, the deliveries of an intent's events).
 */

/** How many times an event is tried, and the first wait between tries (doubling). */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 500;
const REFERENCE = /^[A-Za-z0-9\-_. ]{1,100}$/;

interface SandboxEvent {
  id: string;
  type: string;
  objectId: string;
  body: string;
  /** Kora's answer to each delivery (0: no answer), or 'lost' when the sandbox dropped it. */
  deliveries: Array<number | 'lost'>;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(15).toString('base64url')}`;
const now = () => new Date().toISOString();
const answer = (status: number, body: unknown): SandboxResponse => ({ status, body });
const refusal = (status: number, message: string) => answer(status, { statusCode: status, message, error: status === 404 ? 'Not Found' : 'Bad Request' });

function parse<T>(body: Buffer): T | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || '{}');
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The intent as Hub2 shows it in an event (its token is not sent around). */
const publicIntent = ({ token: _token, ...intent }: Hub2PaymentIntent) => intent;

export function createHub2Sandbox({ deliver, secrets, publicUrl }: SandboxDeps): SandboxHandler {
  const intents = new Map<string, Hub2PaymentIntent>();
  const transfers = new Map<string, Hub2Transfer>();
  const events = new Map<string, SandboxEvent>();
  /** Intents whose webhooks are lost on the way (a test's lost webhook). */
  const losing = new Set<string>();

  function signedHeaders(body: string): Record<string, string> {
    return { 'content-type': 'application/json', [HUB2_SIGNATURE_HEADER]: signHub2(body, secrets.hub2Webhook, secrets.hub2PreviousWebhook) };
  }

  async function deliverOnce(event: SandboxEvent): Promise<number> {
    const status = await deliver(apiPaths.hub2Webhook, event.body, signedHeaders(event.body)).catch(() => 0);
    event.deliveries.push(status);
    return status;
  }

  /** Delivers in the background, retrying with a doubling wait until Kora answers 2xx (timers never hold the process). */
  function dispatch(event: SandboxEvent, attempt = 1): void {
    if (losing.has(event.objectId)) {
      event.deliveries.push('lost');
      return;
    }
    void deliverOnce(event).then((status) => {
      if ((status < 200 || status >= 300) && attempt < MAX_ATTEMPTS) {
        setTimeout(() => dispatch(event, attempt + 1), FIRST_RETRY_MS * 2 ** (attempt - 1)).unref();
      }
    });
  }

  function emit(type: string, object: Hub2PaymentIntent | Hub2Transfer): SandboxEvent {
    const id = idOf('evt');
    const data = 'token' in object ? publicIntent(object) : object;
    const body = JSON.stringify({ id, type, createdAt: now(), data });
    const event: SandboxEvent = { id, type, objectId: object.id, body, deliveries: [] };
    events.set(id, event);
    dispatch(event);
    return event;
  }

  function createIntent(headers: Record<string, string | string[] | undefined>, body: Partial<Hub2CreateIntent> | undefined): SandboxResponse {
    if (!body) return refusal(400, 'Invalid JSON body');
    const { customerReference, purchaseReference, amount, currency } = body;
    if (typeof customerReference !== 'string' || !REFERENCE.test(customerReference)) return refusal(400, 'customerReference must match [A-Za-z0-9-_. ]');
    if (typeof purchaseReference !== 'string' || !REFERENCE.test(purchaseReference)) return refusal(400, 'purchaseReference must match [A-Za-z0-9-_. ]');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return refusal(400, 'amount must be a positive integer');
    if (!CURRENCIES.includes(currency as never)) return refusal(400, 'currency must be a supported ISO code');
    const at = now();
    const intent: Hub2PaymentIntent = {
      id: idOf('pi'),
      merchantId: String(headers.merchantid),
      customerReference,
      purchaseReference,
      amount,
      currency: currency as Hub2PaymentIntent['currency'],
      token: randomBytes(24).toString('base64url'),
      status: 'payment_required',
      payments: [],
      mode: 'sandbox',
      createdAt: at,
      updatedAt: at,
    };
    intents.set(intent.id, intent);
    return answer(201, intent);
  }

  function attemptPayment(intent: Hub2PaymentIntent, body: Partial<Hub2AttemptPayment> | undefined): SandboxResponse {
    if (!body) return refusal(400, 'Invalid JSON body');
    if (body.token !== intent.token) return refusal(401, 'Invalid token');
    if (intent.status !== 'payment_required') return refusal(409, `PaymentIntent is ${intent.status}`);
    if (!['mobile_money', 'card', 'bank_transfer'].includes(String(body.paymentMethod))) return refusal(400, 'paymentMethod is invalid');
    if (!COUNTRIES.includes(body.country as never)) return refusal(400, 'country is invalid');
    if (body.paymentMethod === 'mobile_money') {
      if (!['orange', 'mtn', 'moov', 'wave'].includes(String(body.provider))) return refusal(400, 'provider is invalid');
      if (body.provider !== 'wave' && !/^\d{8,15}$/.test(body.mobileMoney?.msisdn ?? '')) return refusal(400, 'mobileMoney.msisdn is invalid');
    }
    const at = now();
    const payment: Hub2Payment = {
      id: idOf('pa'),
      intentId: intent.id,
      status: 'pending',
      amount: intent.amount,
      currency: intent.currency,
      method: body.paymentMethod as Hub2Payment['method'],
      country: body.country as Hub2Payment['country'],
      provider: body.provider ?? null,
      mobileMoney: body.mobileMoney,
      // The sandbox asks the payer on its payment page, on Kora's origin (where a USSD push would ring their phone):
      // a redirection, as Wave's is. The intent's token in the link makes it unguessable.
      nextAction: { type: 'redirection', message: 'Confirmez le paiement sur la page du mode test.', data: { url: new URL(`${pathTo(HUB2_SANDBOX_PAYMENT_PAGE, { id: intent.id })}?token=${encodeURIComponent(intent.token)}`, publicUrl).href } },
      failureCause: null,
      createdAt: at,
      updatedAt: at,
    };
    intent.payments.push(payment);
    intent.status = 'processing';
    intent.updatedAt = at;
    return answer(201, intent);
  }

  /** The payer confirms (success) or refuses (failure) the pending payment; the webhook follows. */
  function complete(intent: Hub2PaymentIntent, body: { token?: string; outcome?: string } | undefined): SandboxResponse {
    if (!body || body.token !== intent.token) return refusal(401, 'Invalid token');
    if (body.outcome !== 'success' && body.outcome !== 'failure') return refusal(400, 'outcome must be success or failure');
    const payment = intent.payments.at(-1);
    if (intent.status !== 'processing' || !payment || payment.status !== 'pending') return refusal(409, `PaymentIntent is ${intent.status}`);
    const at = now();
    payment.status = body.outcome === 'success' ? 'successful' : 'failed';
    payment.failureCause = body.outcome === 'success' ? null : 'refused_by_payer';
    payment.updatedAt = at;
    intent.status = body.outcome === 'success' ? 'successful' : 'payment_required';
    intent.updatedAt = at;
    emit(body.outcome === 'success' ? HUB2_EVENTS.succeeded : HUB2_EVENTS.failed, intent);
    return answer(200, intent);
  }

  /**
   * A payout. It is 'pending' when answered, then the operator settles it (at once, in the sandbox) and
   * the webhook follows: a number ending in 0000 is refused by the operator ('failed'), any other is
   * paid. A reference already used answers its transfer again: a retried request never pays twice.
   */
  function createTransfer(body: Partial<Hub2CreateTransfer> | undefined): SandboxResponse {
    if (!body || typeof body.reference !== 'string' || !REFERENCE.test(body.reference)) return refusal(400, 'reference is invalid');
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) return refusal(400, 'amount must be a positive integer');
    if (!CURRENCIES.includes(body.currency as never) || !/^\d{8,15}$/.test(body.destination?.msisdn ?? '')) return refusal(400, 'currency or destination is invalid');
    const known = [...transfers.values()].find((t) => t.reference === body.reference);
    if (known) return answer(200, known);
    const at = now();
    const transfer: Hub2Transfer = { ...(body as Hub2CreateTransfer), id: idOf('tr'), status: 'pending', createdAt: at, updatedAt: at };
    transfers.set(transfer.id, transfer);
    setImmediate(() => {
      const failed = transfer.destination.msisdn.endsWith('0000');
      transfer.status = failed ? 'failed' : 'successful';
      transfer.updatedAt = now();
      emit(failed ? HUB2_TRANSFER_EVENTS.failed : HUB2_TRANSFER_EVENTS.succeeded, transfer);
    });
    return answer(201, { ...transfer });
  }

  /** /_sandbox: what Hub2 does not have (the payer's phone, the network between Hub2 and Kora). */
  async function control(method: string, path: string, body: Buffer): Promise<SandboxResponse | undefined> {
    const byIntent = /^\/payment-intents\/([\w-]+)\/(complete|lose-webhooks|events)$/.exec(path);
    if (byIntent) {
      const intent = intents.get(byIntent[1] as string);
      if (!intent) return refusal(404, 'PaymentIntent not found');
      if (method === 'POST' && byIntent[2] === 'complete') return complete(intent, parse(body));
      if (method === 'POST' && byIntent[2] === 'lose-webhooks') {
        losing.add(intent.id);
        return answer(200, { losing: true });
      }
      if (method === 'GET' && byIntent[2] === 'events') {
        return answer(200, { events: [...events.values()].filter((e) => e.objectId === intent.id).map(({ id, type, deliveries }) => ({ id, type, deliveries })) });
      }
    }
    const resend = /^\/events\/([\w-]+)\/resend$/.exec(path);
    if (resend && method === 'POST') {
      const event = events.get(resend[1] as string);
      return event ? answer(200, { status: await deliverOnce(event) }) : refusal(404, 'Event not found');
    }
    return undefined;
  }

  return {
    prefix: '/hub2',
    async handle({ method, url, headers, body }) {
      const path = url.pathname.slice('/hub2'.length);
      if (path.startsWith('/_sandbox/')) return control(method, path.slice('/_sandbox'.length), body);
      const intentMatch = /^\/payment-intents\/([\w-]+)(\/payments)?$/.exec(path);
      // Payment attempts authenticate with the intent's token (they may come from the payer's device); the rest with the merchant's keys.
      if (!(intentMatch?.[2] && method === 'POST') && !(headers.apikey && headers.merchantid && headers.environment)) {
        return refusal(401, 'ApiKey, MerchantId and Environment headers are required');
      }
      if (path === '/payment-intents' && method === 'POST') return createIntent(headers, parse(body));
      if (intentMatch) {
        const intent = intents.get(intentMatch[1] as string);
        if (!intent) return refusal(404, 'PaymentIntent not found');
        if (intentMatch[2] && method === 'POST') return attemptPayment(intent, parse(body));
        if (!intentMatch[2] && method === 'GET') return answer(200, intent);
      }
      if (path === '/transfers' && method === 'POST') return createTransfer(parse(body));
      const transfer = /^\/transfers\/([\w-]+)$/.exec(path);
      if (transfer && method === 'GET') {
        const found = transfers.get(transfer[1] as string);
        return found ? answer(200, found) : refusal(404, 'Transfer not found');
      }
      return undefined;
    },
  };
}
