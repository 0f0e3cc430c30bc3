import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ORANGE_SMS_SANDBOX_PREFIX, type SandboxSms, startSmsSandbox } from '@kora/sandboxes';
import { loadConfig } from '../../config.js';
import { openSmsSender } from './open-sms-sender.js';

/*
 * How the server opens its SMS sender: the sandbox without keys (its own, or the one its installation already runs on
 * the port; never another's),
 * every SMS logged there so a developer sees a code; never the sandbox in production; Orange's API with keys.
 */
const INSTALLATION = 'installation-de-test';

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
    const opened = await openSmsSender(loadConfig({ NODE_ENV: 'test', SMS_SANDBOX_PORT: '0' }), log, INSTALLATION);
    try {
      expect(opened.sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { id } = await opened.sender.send('221771239876', 'Votre code Kora : 120934');
      expect(await messagesAt(opened.sandboxUrl ?? '', '221771239876')).toMatchObject([{ id, text: 'Votre code Kora : 120934', senderName: 'Kora' }]);
      expect(lines).toContainEqual({ details: { to: '221771239876', text: 'Votre code Kora : 120934', id }, message: 'SMS (bac à sable) : envoyé' });
    } finally {
      await opened.close();
    }
  });

  it('shares the SMS sandbox its installation already runs on the port, and leaves it running when closed', async () => {
    const running = await startSmsSandbox(0, INSTALLATION);
    try {
      const { lines, log } = recordingLog();
      const opened = await openSmsSender(loadConfig({ NODE_ENV: 'test', SMS_SANDBOX_PORT: String(running.port) }), log, INSTALLATION);
      expect(opened.sandboxUrl).toBe(running.url);
      expect(lines).toContainEqual({ details: { port: running.port }, message: 'bac à sable des SMS déjà lancé : partagé' });
      const { id } = await opened.sender.send('221771239877', 'Bonjour');
      await opened.close();
      expect(await messagesAt(running.url, '221771239877')).toMatchObject([{ id, text: 'Bonjour' }]);
    } finally {
      await running.close();
    }
  });

  it('never shares another installation’s sandbox, nor a port another program holds: the refusal names SMS_SANDBOX_PORT', async () => {
    const other = await startSmsSandbox(0, 'une-autre-installation');
    const program = http.createServer((_request, response) => response.end('ici, autre chose'));
    await new Promise<void>((resolve) => program.listen(0, '127.0.0.1', resolve));
    try {
      const config = (port: number) => loadConfig({ NODE_ENV: 'test', SMS_SANDBOX_PORT: String(port) });
      await expect(openSmsSender(config(other.port), recordingLog().log, INSTALLATION)).rejects.toThrow(
        `Le port ${other.port} (127.0.0.1) est déjà utilisé par le bac à sable des SMS d’une autre installation de Kora`,
      );
      await expect(openSmsSender(config(other.port), recordingLog().log, INSTALLATION)).rejects.toThrow(/choisissez un autre port avec SMS_SANDBOX_PORT\.$/);
      const programPort = (program.address() as AddressInfo).port;
      await expect(openSmsSender(config(programPort), recordingLog().log, INSTALLATION)).rejects.toThrow(
        `Le port ${programPort} (127.0.0.1) est déjà utilisé par un autre programme : arrêtez-le, ou choisissez un autre port avec SMS_SANDBOX_PORT.`,
      );
      // Refused, it sent nothing to the other installation's sandbox.
      expect(await messagesAt(other.url, '221771239877')).toEqual([]);
    } finally {
      await other.close();
      await new Promise((resolve) => program.close(resolve));
    }
  });

  it('never opens the sandbox in production, naming the variables', async () => {
    const config = { env: 'production', sms: { orange: undefined, senderName: 'Kora', sandboxPort: 0 } } as const;
    await expect(openSmsSender(config, recordingLog().log, INSTALLATION)).rejects.toThrow(
      'ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER : le bac à sable des SMS est refusé en production',
    );
  });

  it('with keys, uses Orange’s API and no sandbox', async () => {
    const config = { env: 'production', sms: { orange: { clientId: 'id', clientSecret: 'secret', senderAddress: 'tel:+2210000', apiUrl: 'https://api.orange.com' }, senderName: 'Kora', sandboxPort: 0 } } as const;
    const opened = await openSmsSender(config, recordingLog().log, INSTALLATION);
    expect(opened.sandboxUrl).toBeNull();
    await opened.close();
  });
});
