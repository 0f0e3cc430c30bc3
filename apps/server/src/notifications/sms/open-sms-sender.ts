import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { sandboxPortTaken } from '../../setup-errors.js';
import { createOrangeSmsClient } from './orange-sms-client.js';
import type { SmsSender } from './sms-sender.js';

export interface OpenedSmsSender {
  sender: SmsSender;
  /** http://127.0.0.1:<port> of the SMS sandbox the sender talks to; null with Orange's keys. */
  sandboxUrl: string | null;
  /** Stops the SMS sandbox this call started (a shared one is left to its owner). */
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/** In sandbox mode each SMS is logged too, so a developer reads a verification code in the console. */
function loggingSends(sender: SmsSender, log: Log): SmsSender {
  return {
    async send(to, text) {
      const sent = await sender.send(to, text);
      log.info({ to, text, id: sent.id }, 'SMS (bac à sable) : envoyé');
      return sent;
    },
  };
}

/**
 * The SMS sender from the configuration. With Orange's keys: the client on ORANGE_SMS_API_URL. Without: the SMS
 * sandbox (the `@kora/sandboxes` package, by a dynamic import: the server's bundle holds none of it), started on
 * 127.0.0.1:SMS_SANDBOX_PORT or shared with the one a process of the same installation already runs (another
 * installation's is refused), and the same
 * client pointed at it with the sandbox's public account. Never in production: the configuration refuses a
 * production without keys, and so does this.
 */
export async function openSmsSender(config: Pick<Config, 'env' | 'sms'>, log: Log, installationId: string): Promise<OpenedSmsSender> {
  const { orange, senderName, sandboxPort } = config.sms;
  if (orange) {
    const sender = createOrangeSmsClient({ baseUrl: orange.apiUrl, clientId: orange.clientId, clientSecret: orange.clientSecret, senderAddress: orange.senderAddress, senderName });
    return { sender, sandboxUrl: null, close: async () => undefined };
  }
  if (config.env === 'production') throw new Error('ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER : le bac à sable des SMS est refusé en production');
  const sandboxes = await import('@kora/sandboxes');
  const started = await sandboxes.startSmsSandbox(sandboxPort, installationId).catch((error: unknown) => {
    throw error instanceof sandboxes.SandboxPortTakenError ? sandboxPortTaken(error, 'SMS_SANDBOX_PORT', 'le bac à sable des SMS') : error;
  });
  // Another process of this installation already ran it: shared (the SMS of every instance are listed there).
  if (started.shared) log.info({ port: sandboxPort }, 'bac à sable des SMS déjà lancé : partagé');
  const account = sandboxes.ORANGE_SMS_SANDBOX_ACCOUNT;
  const apiUrl = `${started.url}${sandboxes.ORANGE_SMS_SANDBOX_PREFIX}`;
  const client = createOrangeSmsClient({ baseUrl: apiUrl, clientId: account.clientId, clientSecret: account.clientSecret, senderAddress: account.senderAddress, senderName });
  log.info({ messages: `${apiUrl}/sandbox/messages` }, 'SMS : bac à sable (aucun SMS ne part ; ils sont listés à cette adresse)');
  return { sender: loggingSends(client, log), sandboxUrl: started.url, close: () => started.close() };
}
