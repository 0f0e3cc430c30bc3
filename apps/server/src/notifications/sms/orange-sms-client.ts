import {
  ORANGE_TOKEN_PATH,
  type OrangeOutboundAnswer,
  type OrangeOutboundRequest,
  type OrangeTokenAnswer,
  orangeErrorText,
  orangeOutboundPath,
  orangeRequestIdOf,
  telAddressOf,
} from '@kora/providers/orange-sms';
import type { SmsSender } from './sms-sender.js';

/*
 * Kora's client of Orange's SMS API (the wire format and the documentation it follows: @kora/providers/orange-sms).
 * It asks an OAuth 2.0 token with the client credentials, keeps it until shortly before it ends, and asks a new one
 * once when Orange answers 401 (a token Orange expired or revoked early). The same client talks to the real API
 * (ORANGE_SMS_API_URL) or to Kora's SMS sandbox (`<sandbox>/orange`). It logs nothing: the secret and the token
 * only ever leave in the Authorization header.
 */

export interface OrangeSmsClientOptions {
  /** https://api.orange.com, or the sandbox's http://127.0.0.1:<port>/orange */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account's sender address, `tel:+2210000`. */
  senderAddress: string;
  /** The name recipients see, when Orange has registered it for the account. */
  senderName?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is put aside this long before Orange says it ends (at most a tenth of its life), so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The longest text sent: 459 characters, three segments of a concatenated SMS in the GSM alphabet (153 each); a
 * longer one is cut and ends with « … ». The cut bounds the length, not exactly the cost: a text with a character
 * outside the GSM alphabet (ê, ô, œ, the « … » itself) goes as UCS-2, 67 characters a segment.
 */
export const SMS_MAX_CHARACTERS = 459;

/** The text as sent: at most SMS_MAX_CHARACTERS characters (code points, so no emoji is cut in half). */
export function smsText(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= SMS_MAX_CHARACTERS) return text;
  return `${characters.slice(0, SMS_MAX_CHARACTERS - 1).join('').trimEnd()}…`;
}

const MSISDN = /^\d{8,15}$/;

/** What Orange answered a refused request, as a French sentence with the HTTP status and Orange's own words. */
async function refusal(what: string, response: Response): Promise<Error> {
  const raw = await response.text().catch(() => '');
  let said: string | undefined;
  try {
    said = orangeErrorText(JSON.parse(raw));
  } catch {
    said = raw.trim().slice(0, 200) || undefined;
  }
  return new Error(`L'API SMS d'Orange a refusé ${what} (HTTP ${response.status})${said ? ` : « ${said} »` : ''}`);
}

export function createOrangeSmsClient({ baseUrl, clientId, clientSecret, senderAddress, senderName, timeoutMs = DEFAULT_TIMEOUT_MS }: OrangeSmsClientOptions): SmsSender {
  const base = baseUrl.replace(/\/+$/, '');
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  let token: { value: string; renewAt: number } | undefined;
  /** The token request under way, shared by the sends that wait for it. */
  let asking: Promise<string> | undefined;

  async function post(path: string, headers: Record<string, string>, body: string): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { method: 'POST', headers: { accept: 'application/json', ...headers }, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'TimeoutError') throw new Error(`L'API SMS d'Orange n'a pas répondu en ${(timeoutMs / 1000).toLocaleString('fr-FR')} s`, { cause: error });
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`L'API SMS d'Orange est injoignable (${cause})`, { cause: error });
    }
  }

  async function askToken(): Promise<string> {
    const headers = { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' };
    const response = await post(ORANGE_TOKEN_PATH, headers, 'grant_type=client_credentials');
    if (!response.ok) throw await refusal("le jeton d'accès", response);
    const answer = (await response.json().catch(() => undefined)) as Partial<OrangeTokenAnswer> | undefined;
    if (typeof answer?.access_token !== 'string' || answer.access_token === '') throw new Error("L'API SMS d'Orange a répondu sans jeton d'accès");
    const lifetimeMs = Math.max(0, Number(answer.expires_in) * 1000 || 0);
    token = { value: answer.access_token, renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10) };
    return token.value;
  }

  function currentToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => (asking = undefined));
    return asking;
  }

  async function sendOnce(accessToken: string, body: string): Promise<Response> {
    return post(orangeOutboundPath(senderAddress), { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body);
  }

  return {
    async send(to, text) {
      if (!MSISDN.test(to)) throw new Error(`Numéro de SMS invalide : « ${to} » (attendu l'indicatif du pays puis le numéro, en chiffres)`);
      if (text.trim() === '') throw new Error('SMS vide : rien à envoyer');
      const request: OrangeOutboundRequest = {
        outboundSMSMessageRequest: {
          address: telAddressOf(to),
          senderAddress,
          ...(senderName ? { senderName } : {}),
          outboundSMSTextMessage: { message: smsText(text) },
        },
      };
      const body = JSON.stringify(request);
      const used = await currentToken();
      let response = await sendOnce(used, body);
      if (response.status === 401) {
        // Orange ended the token before its announced end (expired, revoked): one new token, one more try.
        await response.body?.cancel();
        if (token?.value === used) token = undefined;
        response = await sendOnce(await currentToken(), body);
      }
      if (!response.ok) throw await refusal("l'envoi du SMS", response);
      const answer = (await response.json().catch(() => undefined)) as Partial<OrangeOutboundAnswer> | undefined;
      const resource = answer?.outboundSMSMessageRequest?.resourceURL ?? response.headers.get('location') ?? '';
      const id = orangeRequestIdOf(resource);
      if (!id) throw new Error("L'API SMS d'Orange a accepté le SMS sans en donner l'identifiant (resourceURL)");
      return { id };
    },
  };
}
