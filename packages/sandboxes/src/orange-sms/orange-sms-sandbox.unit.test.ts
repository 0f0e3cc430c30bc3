import { describe, expect, it } from 'vitest';
import { orangeOutboundPath } from '@kora/providers/orange-sms';
import { createOrangeSmsSandbox, ORANGE_SMS_SANDBOX_ACCOUNT as account } from './orange-sms-sandbox.js';

/*
 * The SMS sandbox on its own: Orange's credentials at each step (Basic for the token, Bearer after), the body checked
 * as Orange checks it, and each refusal in Orange's shapes (the gateway's code 40/41/42, OneAPI's requestError).
 */
const basic = `Basic ${Buffer.from(`${account.clientId}:${account.clientSecret}`).toString('base64')}`;
const outbound = `/orange${orangeOutboundPath(account.senderAddress)}`;

function sandbox() {
  const handler = createOrangeSmsSandbox();
  return async (method: string, path: string, body: string | object = '', headers: Record<string, string> = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await handler.handle({ method, url: new URL(`http://127.0.0.1${path}`), headers: { host: '127.0.0.1:12112', ...headers }, body: Buffer.from(raw) });
    return res as { status: number; body: unknown; headers?: Record<string, string> } | undefined;
  };
}

const sms = (overrides: Record<string, unknown> = {}) => ({
  outboundSMSMessageRequest: { address: 'tel:+221771234567', senderAddress: account.senderAddress, senderName: 'Kora', outboundSMSTextMessage: { message: 'Bonjour' }, ...overrides },
});

describe('the Orange SMS sandbox', () => {
  it('issues a token for its account only, with the client credentials grant', async () => {
    const call = sandbox();
    expect(await call('POST', '/orange/oauth/v3/token', 'grant_type=client_credentials')).toMatchObject({ status: 401, body: { code: 40, message: 'Missing credentials' } });
    const wrong = `Basic ${Buffer.from(`${account.clientId}:nope`).toString('base64')}`;
    expect(await call('POST', '/orange/oauth/v3/token', 'grant_type=client_credentials', { authorization: wrong })).toMatchObject({ status: 401, body: { code: 41 } });
    expect(await call('POST', '/orange/oauth/v3/token', 'grant_type=password', { authorization: basic })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    expect(await call('POST', '/orange/oauth/v3/token', 'grant_type=client_credentials', { authorization: basic })).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', access_token: expect.any(String), expires_in: '3600' },
    });
  });

  it('answers 401 with code 40, 41 or 42 for a missing, unknown or expired token', async () => {
    const call = sandbox();
    const { access_token: token } = (await call('POST', '/orange/oauth/v3/token', 'grant_type=client_credentials', { authorization: basic }))?.body as { access_token: string };
    expect((await call('POST', outbound, sms()))?.body).toMatchObject({ code: 40 });
    expect((await call('POST', outbound, sms(), { authorization: 'Bearer not-issued' }))?.body).toMatchObject({ code: 41 });
    expect((await call('POST', outbound, sms(), { authorization: `Bearer ${token}` }))?.status).toBe(201);
    expect(await call('POST', '/orange/sandbox/expire-tokens')).toMatchObject({ status: 200, body: { expired: 1 } });
    expect(await call('POST', outbound, sms(), { authorization: `Bearer ${token}` })).toMatchObject({ status: 401, body: { code: 42, message: 'Expired credentials' } });
  });

  it('checks the body as Orange does, answers the request echoed with its resourceURL, and lists what it accepted', async () => {
    const call = sandbox();
    const { access_token: token } = (await call('POST', '/orange/oauth/v3/token', 'grant_type=client_credentials', { authorization: basic }))?.body as { access_token: string };
    const send = (body: string | object, path = outbound) => call('POST', path, body, { authorization: `Bearer ${token}` });
    const refusedPart = (part: string) => ({ status: 400, body: { requestError: { serviceException: { messageId: 'SVC0002', variables: [part] } } } });
    expect(await send('{not json')).toMatchObject(refusedPart('outboundSMSMessageRequest'));
    expect(await send(sms({ senderAddress: 'tel:+2219999' }))).toMatchObject(refusedPart('senderAddress'));
    expect(await send(sms(), `/orange${orangeOutboundPath('2210000')}`)).toMatchObject(refusedPart('senderAddress'));
    expect(await send(sms({ address: '221771234567' }))).toMatchObject(refusedPart('address'));
    expect(await send(sms({ outboundSMSTextMessage: { message: ' ' } }))).toMatchObject(refusedPart('outboundSMSTextMessage.message'));
    expect(await send(sms({ address: 'tel:+221770000000' }))).toMatchObject({
      status: 400,
      body: { requestError: { serviceException: { messageId: 'SVC0004', text: 'No valid addresses provided in message part %1', variables: ['tel:+221770000000'] } } },
    });

    const accepted = await send(sms());
    const resourceURL = `http://127.0.0.1:12112${outbound}/`;
    expect(accepted).toMatchObject({ status: 201, body: { outboundSMSMessageRequest: { ...sms().outboundSMSMessageRequest, resourceURL: expect.stringContaining(resourceURL) } } });
    const id = (accepted?.body as { outboundSMSMessageRequest: { resourceURL: string } }).outboundSMSMessageRequest.resourceURL.slice(resourceURL.length);
    expect(accepted?.headers?.location).toBe(`${resourceURL}${id}`);
    expect((await call('GET', '/orange/sandbox/messages?to=221771234567'))?.body).toEqual({
      messages: [{ id, to: '221771234567', sender: account.senderAddress, senderName: 'Kora', text: 'Bonjour', at: expect.any(String) }],
    });
    expect((await call('GET', '/orange/sandbox/messages?to=221770000000'))?.body).toEqual({ messages: [] });
    expect(await call('GET', '/orange/smsmessaging/v1/outbound')).toBeUndefined();
  });
});
