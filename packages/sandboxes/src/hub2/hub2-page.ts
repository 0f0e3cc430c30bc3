import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Hub2PaymentIntent, lastPaymentOf, METHODS_BY_PROVIDER } from '@kora/providers/hub2';
import { formatPrice, HUB2_SANDBOX_PAYMENT_PAGE, ownPageUrl, paymentMethods, pathTo } from '@kora/shared';
import type { SandboxRoutesOptions } from '../sandbox-deps.js';
import { HUB2_SANDBOX_ACCOUNT } from './hub2-sandbox.js';

/*
 * The sandbox's payment page (sandbox mode only), behind a Hub2 `payment_link`: served by
 * Kora from its own origin so a phone on the network reaches it, where the real Hub2 would make the
 * payer's phone ring. It shows what is paid and lets the payer confirm or refuse "on their phone": a
 * plain form (no script: the page's CSP allows only Kora's scripts), posted back to the same address
 * with outcome=success|failure, which tells the sandbox and goes on (303) to return_url or cancel_url.
 * Access is public (the payer's phone may not be signed in): the link's token, the intent's own, is
 * what opens it.
 */

const FORM_BODY_LIMIT = 1024;
const ID = /^[\w-]{1,100}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const digest = (text: string) => createHash('sha256').update(text).digest();

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#0f0f17;color:#f4f4f8;display:flex;justify-content:center}
main{max-width:420px;width:100%;padding:24px 16px}
.test{background:#fbbf24;color:#1c1300;border-radius:8px;padding:10px 12px;font-weight:600;margin-bottom:20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;background:#1b1b27;border-radius:12px;padding:16px;margin:0 0 20px}
dt{color:#a1a1b5}dd{margin:0;font-weight:600;text-align:right}
button{display:block;width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:700;margin-bottom:12px;cursor:pointer}
.yes{background:#16a34a;color:#fff}.no{background:#2a2a3a;color:#f4f4f8}
a{color:#c4b5fd}
</style></head><body><main>${body}</main></body></html>`;
}

/** What the payer sees of a payment still waiting for them, or of one already answered. */
function paymentPage(intent: Hub2PaymentIntent, action: string): string {
  const payment = lastPaymentOf(intent);
  const method = payment?.provider ? paymentMethods[METHODS_BY_PROVIDER[payment.provider]].label : (payment?.method ?? '—');
  const phone = payment?.mobileMoney?.msisdn ? `+${payment.mobileMoney.msisdn}` : '—';
  const rows = [
    ['Marchand', 'Kora'],
    ['Montant', formatPrice(intent.amount, intent.currency)],
    ['Moyen de paiement', method],
    ['Téléphone', phone],
  ];
  const summary = `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k as string)}</dt><dd>${escapeHtml(v as string)}</dd>`).join('')}</dl>`;
  const pending = intent.status === 'processing' && payment?.status === 'pending';
  const ended = intent.status === 'successful' ? 'Ce paiement a été confirmé.' : 'Ce paiement a été refusé.';
  const next = pending
    ? `<p>Sur un vrai téléphone, votre opérateur vous demanderait de valider ce paiement avec votre code secret.</p>
<form method="post" action="${escapeHtml(action)}">
<button class="yes" type="submit" name="outcome" value="success">Confirmer sur mon téléphone</button>
<button class="no" type="submit" name="outcome" value="failure">Refuser</button>
</form>`
    : `<p>${ended}</p><form method="post" action="${escapeHtml(action)}"><button class="no" type="submit" name="outcome" value="failure">Revenir sur Kora</button></form>`;
  return page('Paiement mobile (mode test)', `<h1>Paiement mobile</h1>
<p class="test">Mode test : aucun argent ne circule. Cette page remplace la confirmation sur votre téléphone.</p>
${summary}${next}`);
}

const notFoundPage = (reply: FastifyReply) =>
  reply.code(404).type('text/html; charset=utf-8').send(page('Lien de paiement invalide', '<h1>Lien de paiement invalide</h1><p>Ce lien de paiement est introuvable ou incomplet.</p><p><a href="/">Revenir sur Kora</a></p>'));

/** Registers the page (GET) and its form (POST) on their own scope (the form's body parser stays there). */
export async function hub2SandboxPage(app: FastifyInstance, { sandboxUrl, publicUrl }: SandboxRoutesOptions) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The intent behind the link, when its token is the intent's own. */
  async function intentOf(id: unknown, token: unknown): Promise<Hub2PaymentIntent | undefined> {
    if (typeof id !== 'string' || !ID.test(id) || typeof token !== 'string' || token.length > 500) return undefined;
    const intent = await atSandbox('GET', `/payment-intents/${encodeURIComponent(id)}`);
    return intent && timingSafeEqual(digest(token), digest(intent.token)) ? intent : undefined;
  }

  /** A call to the sandbox's Hub2 (the sandbox may run in a sibling instance on this machine); 404: undefined. */
  async function atSandbox(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Hub2PaymentIntent | undefined> {
    const response = await fetch(`${sandboxUrl}/hub2${path}`, {
      method,
      headers: { 'content-type': 'application/json', apikey: HUB2_SANDBOX_ACCOUNT.apiKey, merchantid: HUB2_SANDBOX_ACCOUNT.merchantId, environment: 'sandbox' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Hub2 sandbox: ${method} ${path} answered ${response.status}`);
    return (await response.json()) as Hub2PaymentIntent;
  }

  const route = { schema: { hide: true }, config: { access: 'public' as const } };
  const actionOf = (intent: Hub2PaymentIntent) => `${pathTo(HUB2_SANDBOX_PAYMENT_PAGE, { id: intent.id })}?token=${encodeURIComponent(intent.token)}`;

  app.get(HUB2_SANDBOX_PAYMENT_PAGE, route, async (request, reply) => {
    const { id } = request.params as { id?: string };
    const intent = await intentOf(id, (request.query as { token?: unknown }).token);
    if (!intent) return notFoundPage(reply);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(paymentPage(intent, actionOf(intent)));
  });

  app.post(HUB2_SANDBOX_PAYMENT_PAGE, route, async (request, reply) => {
    const { id } = request.params as { id?: string };
    const token = (request.query as { token?: unknown }).token;
    let intent = await intentOf(id, token);
    if (!intent) return notFoundPage(reply);
    const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
    if (outcome !== 'success' && outcome !== 'failure') return reply.code(400).type('text/html; charset=utf-8').send(paymentPage(intent, actionOf(intent)));
    if (intent.status === 'processing' && lastPaymentOf(intent)?.status === 'pending') {
      intent = (await atSandbox('POST', `/_sandbox/payment-intents/${encodeURIComponent(intent.id)}/complete`, { token: intent.token, outcome })) ?? intent;
    }
    // Where the operator's page would send the payer: the URLs Kora gave with the payment (Kora's own, checked again).
    const given = lastPaymentOf(intent)?.mobileMoney;
    const target = intent.status === 'successful' ? ownPageUrl(given?.onSuccessRedirectionUrl, '/hub2-success', publicUrl) : ownPageUrl(given?.onFailedRedirectionUrl, '/hub2-payment', publicUrl);
    return reply.redirect(target, 303);
  });
}
