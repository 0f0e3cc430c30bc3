import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  ORANGE_TEL_ADDRESS,
  ORANGE_TOKEN_PATH,
  type OrangeException,
  type OrangeOutboundAnswer,
  type OrangeOutboundRequest,
  type OrangeTokenAnswer,
  msisdnOfTel,
  orangeOutboundPath,
} from '@kora/providers/orange-sms';
import type { SandboxHandler, SandboxResponse } from '../sandbox-server.js';

/*
 * Orange's SMS API in a sandbox, in memory, under /orange: the OAuth 2.0 token (Basic auth with the account below)
 * and the outbound SMS (Bearer auth with a token it issued), checked and refused in Orange's words. Nothing is
 * sent to a phone: every accepted SMS is recorded, and shown under /orange/sandbox, which Orange does not have:
 * the messages (for tests, and for a developer who waits for a code), the tokens issued, and a way to expire them.
 */

/** The account Kora's client uses against the sandbox. Fixed and public: Kora refuses the sandbox in production. */
export const ORANGE_SMS_SANDBOX_ACCOUNT = {
  clientId: 'kora-sandbox-sms-client',
  clientSecret: 'kora-sandbox-sms-secret',
  senderAddress: 'tel:+2210000',
} as const;

/** Where the sandbox answers Orange's API: the client's base URL is `<sandbox url>/orange`. */
export const ORANGE_SMS_SANDBOX_PREFIX = '/orange';

/** One SMS the sandbox accepted. */
export interface SandboxSms {
  id: string;
  /** The recipient's msisdn, digits only ('221771234567'). */
  to: string;
  /** The sender address, 'tel:+2210000'. */
  sender: string;
  senderName: string | null;
  text: string;
  /** When it was accepted (ISO 8601). */
  at: string;
}

export interface OrangeSmsSandboxOptions {
  /** A token's lifetime, in seconds (Orange's: 3600). */
  tokenLifetimeSeconds?: number;
}

/** Messages kept (the oldest go first), so a development server that runs for weeks does not grow. */
const MAX_KEPT = 1000;

type Request = { method: string; url: URL; headers: IncomingMessage['headers']; body: Buffer };

const answer = (status: number, body: unknown, headers?: Record<string, string>): SandboxResponse => ({ status, body, ...(headers ? { headers } : {}) });

/** The gateway's refusals of credentials, as Orange's error handling guide numbers them. */
const CREDENTIALS = {
  missing: { code: 40, message: 'Missing credentials', description: 'The requested service needs credentials, but none were provided.' },
  invalid: { code: 41, message: 'Invalid credentials', description: 'The requested service needs credentials, but the ones provided were invalid.' },
  expired: { code: 42, message: 'Expired credentials', description: 'The requested service needs credentials, but the ones provided were out-of-date.' },
} as const;

/** OneAPI's exceptions the sandbox answers. */
const invalidInput = (part: string): OrangeException => ({ messageId: 'SVC0002', text: 'Invalid input value for message part %1', variables: [part] });
const noValidAddress = (address: string): OrangeException => ({ messageId: 'SVC0004', text: 'No valid addresses provided in message part %1', variables: [address] });
const serviceRefusal = (exception: OrangeException) => answer(400, { requestError: { serviceException: exception } });

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The client id and secret of a `Basic` authorization header. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createOrangeSmsSandbox({ tokenLifetimeSeconds = 3600 }: OrangeSmsSandboxOptions = {}): SandboxHandler {
  /** Token → the time (ms) it stops being accepted. */
  const tokens = new Map<string, number>();
  let issued = 0;
  const messages: SandboxSms[] = [];

  function issueToken({ headers, body }: Request): SandboxResponse {
    if (!headers.authorization) return answer(401, CREDENTIALS.missing);
    const given = basicCredentials(headers.authorization);
    const { clientId, clientSecret } = ORANGE_SMS_SANDBOX_ACCOUNT;
    if (!given || !sameText(given.id, clientId) || !sameText(given.secret, clientSecret)) return answer(401, CREDENTIALS.invalid);
    const grant = new URLSearchParams(body.toString('utf8')).get('grant_type');
    if (grant !== 'client_credentials') return answer(400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    issued += 1;
    const granted: OrangeTokenAnswer = { token_type: 'Bearer', access_token: token, expires_in: String(tokenLifetimeSeconds) };
    return answer(200, granted);
  }

  /** The refusal of a request whose bearer token is missing, unknown or expired; undefined when it is good. */
  function refuseToken(authorization: string | undefined): SandboxResponse | undefined {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return answer(401, CREDENTIALS.missing);
    const until = tokens.get(token);
    if (until === undefined) return answer(401, CREDENTIALS.invalid);
    return until <= Date.now() ? answer(401, CREDENTIALS.expired) : undefined;
  }

  /**
   * One outbound SMS: the sender of the path and of the body must be the same `tel:+…` address, the recipient a
   * `tel:+…` address, the message a non-empty text. A recipient whose number ends in 0000 is refused as a number
   * no operator reaches (as the payments sandbox refuses transfers to such numbers), so a test can see a failure.
   */
  function sendSms({ headers, body, url }: Request, pathSender: string): SandboxResponse {
    const refused = refuseToken(headers.authorization);
    if (refused) return refused;
    const parsed = parseJson(body) as Partial<OrangeOutboundRequest> | undefined;
    const request = parsed?.outboundSMSMessageRequest;
    if (!request || typeof request !== 'object') return serviceRefusal(invalidInput('outboundSMSMessageRequest'));
    const { address, senderAddress, senderName, outboundSMSTextMessage } = request;
    if (!ORANGE_TEL_ADDRESS.test(pathSender)) return serviceRefusal(invalidInput('senderAddress'));
    if (senderAddress !== pathSender) return serviceRefusal(invalidInput('senderAddress'));
    if (typeof address !== 'string' || !ORANGE_TEL_ADDRESS.test(address)) return serviceRefusal(invalidInput('address'));
    if (senderName !== undefined && (typeof senderName !== 'string' || senderName.trim() === '')) return serviceRefusal(invalidInput('senderName'));
    const text = outboundSMSTextMessage?.message;
    if (typeof text !== 'string' || text.trim() === '') return serviceRefusal(invalidInput('outboundSMSTextMessage.message'));
    const to = msisdnOfTel(address);
    if (to.endsWith('0000')) return serviceRefusal(noValidAddress(address));
    const id = randomBytes(12).toString('hex');
    messages.push({ id, to, sender: senderAddress, senderName: senderName ?? null, text, at: new Date().toISOString() });
    if (messages.length > MAX_KEPT) messages.shift();
    const resourceURL = `http://${headers.host ?? url.host}${ORANGE_SMS_SANDBOX_PREFIX}${orangeOutboundPath(senderAddress)}/${id}`;
    const echoed: OrangeOutboundAnswer = {
      outboundSMSMessageRequest: { address, senderAddress, ...(senderName === undefined ? {} : { senderName }), outboundSMSTextMessage: { message: text }, resourceURL },
    };
    return answer(201, echoed, { location: resourceURL });
  }

  /** /orange/sandbox: what Orange does not have. */
  function control({ method, url }: Request, path: string): SandboxResponse | undefined {
    if (path === '/messages' && method === 'GET') {
      const to = url.searchParams.get('to')?.replace(/\D/g, '');
      return answer(200, { messages: messages.filter((sms) => !to || sms.to === to).map((sms) => ({ ...sms })) });
    }
    if (path === '/tokens' && method === 'GET') return answer(200, { issued, live: [...tokens.values()].filter((until) => until > Date.now()).length });
    if (path === '/expire-tokens' && method === 'POST') {
      // Kept but out of date, so the next call with one is answered 42 (expired credentials), as Orange answers.
      for (const token of tokens.keys()) tokens.set(token, 0);
      return answer(200, { expired: tokens.size });
    }
    return undefined;
  }

  return {
    prefix: ORANGE_SMS_SANDBOX_PREFIX,
    async handle(request) {
      const path = request.url.pathname.slice(ORANGE_SMS_SANDBOX_PREFIX.length);
      if (path.startsWith('/sandbox/')) return control(request, path.slice('/sandbox'.length));
      if (path === ORANGE_TOKEN_PATH && request.method === 'POST') return issueToken(request);
      const outbound = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/.exec(path);
      if (outbound && request.method === 'POST') {
        let sender: string;
        try {
          sender = decodeURIComponent(outbound[1] as string);
        } catch {
          return serviceRefusal(invalidInput('senderAddress'));
        }
        return sendSms(request, sender);
      }
      return undefined;
    },
  };
}
