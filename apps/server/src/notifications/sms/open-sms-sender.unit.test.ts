import { describe, expect, it } from 'vitest';
import { ORANGE_SMS_SANDBOX_PREFIX, type SandboxSms, startSmsSandbox } from '@kora/sandboxes';
import { loadConfig } from '../../config.js';
import { openSmsSender } from './open-sms-sender.js';

/*
 * How the server opens its SMS sender: the sandbox without keys (its own, or the one already running on the port),
 * every SMS logged there so a developer sees a code; never the sandbox in production; Orange's API with keys.
 */
function recordingLog() {
  const lines: Array<{ details: Record<string, unknown>; message: string }> = [];
  return { lines, log: { info: (details: Record<string, unknown>, message: string) => void lines.push({ details, message }) } as never };
}

async function messagesAt(sandboxUrl: string, to: string): Promise<SandboxSms[]> {
  const response = await fetch(`${sandboxUrl}${ORANGE_SMS_SANDBOX_PREFIX}/sandbox/messages?to=${to}`);
  return ((await response.json()) as { messages: SandboxSms[] }).messages;
}

describe('openSmsSender', () => {
  it('without keys, starts the SMS sandbox, sends there and logs each SMS with its text', async () => {
    const { lines, log } = recordingLog();
    const opened = await openSmsSender(loadConfig({ NODE_ENV: 'test', SMS_SANDBOX_PORT: '0' }), log);
    try {
      expect(opened.sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { id } = await opened.sender.send('221771239876', 'Votre code Kora : 120934');
      expect(await messagesAt(opened.sandboxUrl ?? '', '221771239876')).toMatchObject([{ id, text: 'Votre code Kora : 120934', senderName: 'Kora' }]);
      expect(lines).toContainEqual({ details: { to: '221771239876', text: 'Votre code Kora : 120934', id }, message: 'SMS (bac à sable) : envoyé' });
    } finally {
      await opened.close();
    }
  });

  it('shares the SMS sandbox already running on the port, and leaves it running when closed', async () => {
    const running = await startSmsSandbox(0);
    try {
      const { lines, log } = recordingLog();
      const opened = await openSmsSender(loadConfig({ NODE_ENV: 'test', SMS_SANDBOX_PORT: String(running.port) }), log);
      expect(opened.sandboxUrl).toBe(running.url);
      expect(lines).toContainEqual({ details: { port: running.port }, message: 'bac à sable des SMS déjà lancé : partagé' });
      const { id } = await opened.sender.send('221771239877', 'Bonjour');
      await opened.close();
      expect(await messagesAt(running.url, '221771239877')).toMatchObject([{ id, text: 'Bonjour' }]);
    } finally {
      await running.close();
    }
  });

  it('never opens the sandbox in production, naming the variables', async () => {
    const config = { env: 'production', sms: { orange: undefined, senderName: 'Kora', sandboxPort: 0 } } as const;
    await expect(openSmsSender(config, recordingLog().log)).rejects.toThrow(
      'ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER : le bac à sable des SMS est refusé en production',
    );
  });

  it('with keys, uses Orange’s API and no sandbox', async () => {
    const config = { env: 'production', sms: { orange: { clientId: 'id', clientSecret: 'secret', senderAddress: 'tel:+2210000', apiUrl: 'https://api.orange.com' }, senderName: 'Kora', sandboxPort: 0 } } as const;
    const opened = await openSmsSender(config, recordingLog().log);
    expect(opened.sandboxUrl).toBeNull();
    await opened.close();
  });
});
