import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORANGE_SMS_SANDBOX_ACCOUNT, ORANGE_SMS_SANDBOX_PREFIX, type SandboxSms, type SmsSandbox, startSmsSandbox } from '@kora/sandboxes';
import { createOrangeSmsClient, SMS_MAX_CHARACTERS } from './orange-sms-client.js';

/*
 * Kora's Orange SMS client against the SMS sandbox, both real, on a free port of 127.0.0.1 (nothing else is reached):
 * what is sent is what the sandbox records, the token is asked once and asked again when the sandbox has expired it,
 * and every refusal reaches the caller as a French error with the HTTP status and Orange's words.
 */
let sandbox: SmsSandbox;
let api: string;

beforeAll(async () => {
  sandbox = await startSmsSandbox(0, 'installation-de-test');
  api = `${sandbox.url}${ORANGE_SMS_SANDBOX_PREFIX}`;
});
afterAll(() => sandbox.close());

const clientWith = (options: Partial<Parameters<typeof createOrangeSmsClient>[0]> = {}) =>
  createOrangeSmsClient({ baseUrl: api, ...ORANGE_SMS_SANDBOX_ACCOUNT, senderName: 'Kora', ...options });

async function messagesTo(msisdn: string): Promise<SandboxSms[]> {
  const response = await fetch(`${api}/sandbox/messages?to=${msisdn}`);
  return ((await response.json()) as { messages: SandboxSms[] }).messages;
}

async function tokensIssued(): Promise<number> {
  return ((await (await fetch(`${api}/sandbox/tokens`)).json()) as { issued: number }).issued;
}

describe('the Orange SMS client against the SMS sandbox', () => {
  it('sends the SMS the sandbox records: the number, the text, the sender, newest last', async () => {
    const client = clientWith();
    const first = await client.send('221771234567', 'Votre code Kora : 482913');
    const second = await client.send('221771234567', 'Votre pass Kora se termine demain.');
    await client.send('2250701020304', 'Un autre destinataire');
    const recorded = await messagesTo('221771234567');
    expect(recorded).toEqual([
      { id: first.id, to: '221771234567', sender: ORANGE_SMS_SANDBOX_ACCOUNT.senderAddress, senderName: 'Kora', text: 'Votre code Kora : 482913', at: expect.any(String) },
      { id: second.id, to: '221771234567', sender: ORANGE_SMS_SANDBOX_ACCOUNT.senderAddress, senderName: 'Kora', text: 'Votre pass Kora se termine demain.', at: expect.any(String) },
    ]);
    expect(first.id).not.toBe(second.id);
  });

  it('cuts a text longer than three segments, ending it with « … »', async () => {
    const text = `${'Reçu Kora. '.repeat(60)}fin`;
    await clientWith().send('221771110001', text);
    const [recorded] = await messagesTo('221771110001');
    expect(Array.from(recorded?.text ?? '')).toHaveLength(SMS_MAX_CHARACTERS);
    expect(recorded?.text.endsWith('…')).toBe(true);
    expect(text.startsWith((recorded?.text ?? '').slice(0, -1))).toBe(true);
  });

  it('asks a token once for many sends, and a new one after the sandbox expired it', async () => {
    const client = clientWith();
    const before = await tokensIssued();
    await Promise.all([client.send('221771110002', 'un'), client.send('221771110002', 'deux')]);
    await client.send('221771110002', 'trois');
    expect(await tokensIssued()).toBe(before + 1);

    const expired = await fetch(`${api}/sandbox/expire-tokens`, { method: 'POST' });
    expect(expired.status).toBe(200);
    await client.send('221771110002', 'quatre');
    await client.send('221771110002', 'cinq');
    expect(await tokensIssued()).toBe(before + 2);
    const texts = (await messagesTo('221771110002')).map((sms) => sms.text);
    // The first two left together: either may have reached the sandbox first.
    expect(texts.slice(0, 2).toSorted()).toEqual(['deux', 'un']);
    expect(texts.slice(2)).toEqual(['trois', 'quatre', 'cinq']);
  });

  it('throws a French error with the status and Orange’s words for a number no operator reaches, and records nothing', async () => {
    await expect(clientWith().send('221770000000', 'Bonjour')).rejects.toThrow(
      "L'API SMS d'Orange a refusé l'envoi du SMS (HTTP 400) : « SVC0004 : No valid addresses provided in message part tel:+221770000000 »",
    );
    expect(await messagesTo('221770000000')).toEqual([]);
  });

  it('refuses bad credentials at the token, without the secret in the error', async () => {
    const error = await clientWith({ clientSecret: 'pas-le-bon-secret' }).send('221771110003', 'Bonjour').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "L'API SMS d'Orange a refusé le jeton d'accès (HTTP 401) : « 41 Invalid credentials : The requested service needs credentials, but the ones provided were invalid. »",
    );
    expect((error as Error).message).not.toContain('pas-le-bon-secret');
    expect(await messagesTo('221771110003')).toEqual([]);
  });

  it('refuses a malformed number or an empty text before asking Orange', async () => {
    const before = await tokensIssued();
    await expect(clientWith().send('+221771234567', 'Bonjour')).rejects.toThrow(/^Numéro de SMS invalide : « \+221771234567 »/);
    await expect(clientWith().send('221771234567', '  ')).rejects.toThrow('SMS vide : rien à envoyer');
    expect(await tokensIssued()).toBe(before);
  });

  it('says in French when Orange cannot be reached or does not answer in time', async () => {
    const closed = await startSmsSandbox(0, 'installation-de-test');
    await closed.close();
    await expect(clientWith({ baseUrl: `${closed.url}${ORANGE_SMS_SANDBOX_PREFIX}` }).send('221771234567', 'Bonjour')).rejects.toThrow(/^L'API SMS d'Orange est injoignable \(.*ECONNREFUSED/);

    // A server that accepts the request and never answers.
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      await expect(clientWith({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 }).send('221771234567', 'Bonjour')).rejects.toThrow("L'API SMS d'Orange n'a pas répondu en 0,3 s");
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
