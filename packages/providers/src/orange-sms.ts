/*
 * Orange's SMS API ("SMS Africa and Middle East", developer.orange.com) as Kora uses it: the OAuth 2.0 token, one
 * outbound SMS, and the error bodies. Kora's client speaks it, and so does the local sandbox that stands in for
 * Orange when no keys are given.
 *
 * What this relies on, from Orange's pages:
 * - developer.orange.com/apis/sms/getting-started (and the per-country copies, e.g. /apis/sms-bf/getting-started):
 *   the token is asked with `POST https://api.orange.com/oauth/v3/token`, header `Authorization: <authorization
 *   header>`, `Content-Type: application/x-www-form-urlencoded`, `Accept: application/json`, body
 *   `grant_type=client_credentials`; the answer is `{ token_type: "Bearer", access_token, expires_in: "3600" }` (the
 *   lifetime is written as a string there), and a token lasts one hour: "after this period, you'll get an error and
 *   should request another token, the same way". The sender address goes in the body and, URL-encoded, in the path,
 *   with its country code.
 * - developer.orange.com/tech_guide/2-legged-oauth-2-v3: the authorization header is `Basic ` + base64 of
 *   `client_id:client_secret`, over HTTPS only.
 * - developer.orange.com/resources/orange-apis-error-handling: the gateway answers 401 with `{ code, message,
 *   description }`, code 40 (missing credentials), 41 (invalid credentials), 42 (expired credentials: ask a new token).
 * - The SMS messaging resource follows GSMA OneAPI: `POST /smsmessaging/v1/outbound/{senderAddress}/requests` with an
 *   `outboundSMSMessageRequest`, answered 201 with the request echoed and its `resourceURL`; a refusal is a
 *   `requestError` holding a `serviceException` (ids SVC…) or a `policyException` (POL…), whose `text` has `%1`, `%2`…
 *   replaced by `variables`.
 */

/** The token endpoint, under the API's base URL. */
export const ORANGE_TOKEN_PATH = '/oauth/v3/token';

/** A `tel:` address as Orange takes it: `tel:+` then the country code and number, digits only. */
export const ORANGE_TEL_ADDRESS = /^tel:\+\d{4,15}$/;

/** The answer of the token endpoint. `expires_in` is in seconds (Orange's example writes it as a string). */
export interface OrangeTokenAnswer {
  token_type: 'Bearer';
  access_token: string;
  expires_in: number | string;
}

/** The body of an outbound SMS. */
export interface OrangeOutboundRequest {
  outboundSMSMessageRequest: {
    /** The recipient, `tel:+221771234567`. */
    address: string;
    /** The sender address of the account, `tel:+2210000`; the same as in the path. */
    senderAddress: string;
    /** The name the recipient sees, when Orange has registered it for the account. */
    senderName?: string;
    outboundSMSTextMessage: { message: string };
  };
}

/** The 201 answer: the request echoed, and where it can be read back (its last segment is the request's id). */
export interface OrangeOutboundAnswer {
  outboundSMSMessageRequest: OrangeOutboundRequest['outboundSMSMessageRequest'] & { resourceURL: string };
}

/** A OneAPI exception: `messageId` SVC… or POL…, `text` with `%1`… standing for `variables`. */
export interface OrangeException {
  messageId: string;
  text: string;
  variables?: string[];
}

/** A refusal of the SMS resource (400, 403…). */
export interface OrangeRequestError {
  requestError: { serviceException?: OrangeException; policyException?: OrangeException };
}

/** A refusal of Orange's gateway (401 on credentials, 403, 429, 503…). */
export interface OrangeGatewayError {
  code: number;
  message: string;
  description?: string;
}

/** A refusal of the token endpoint in OAuth 2.0's own words (RFC 6749 §5.2). */
export interface OrangeOAuthError {
  error: string;
  error_description?: string;
}

export type OrangeErrorBody = OrangeRequestError | OrangeGatewayError | OrangeOAuthError;

/** `tel:+221771234567` for the msisdn `221771234567`. */
export const telAddressOf = (msisdn: string) => `tel:+${msisdn}`;

/** The msisdn (digits only) of a `tel:+…` address. */
export const msisdnOfTel = (address: string) => address.replace(/^tel:\+?/, '');

/** The path of the outbound requests of a sender: `/smsmessaging/v1/outbound/tel%3A%2B2210000/requests`. */
export const orangeOutboundPath = (senderAddress: string) => `/smsmessaging/v1/outbound/${encodeURIComponent(senderAddress)}/requests`;

/** The id of an outbound request: the last segment of its `resourceURL`. */
export function orangeRequestIdOf(resourceURL: string): string | undefined {
  const last = resourceURL.replace(/\/+$/, '').split('/').at(-1);
  return last ? decodeURIComponent(last) : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What an error body says, in Orange's words: `SVC0004 : No valid addresses…` (the variables put in the text),
 * `41 Invalid credentials : …`, `invalid_client : …`; undefined for a body of none of these shapes.
 */
export function orangeErrorText(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  if (isObject(body.requestError)) {
    const exception = body.requestError.serviceException ?? body.requestError.policyException;
    if (!isObject(exception) || typeof exception.text !== 'string') return undefined;
    const variables = Array.isArray(exception.variables) ? exception.variables.map(String) : [];
    const text = exception.text.replace(/%(\d+)/g, (whole, n: string) => variables[Number(n) - 1] ?? whole);
    return typeof exception.messageId === 'string' ? `${exception.messageId} : ${text}` : text;
  }
  if (typeof body.code === 'number' && typeof body.message === 'string') {
    return `${body.code} ${body.message}${typeof body.description === 'string' ? ` : ${body.description}` : ''}`;
  }
  if (typeof body.error === 'string') return `${body.error}${typeof body.error_description === 'string' ? ` : ${body.error_description}` : ''}`;
  return undefined;
}
