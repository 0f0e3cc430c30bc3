import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { defaultDownloadPolicy, type DownloadPolicy } from '../net/safe-download.js';
import type { Installation } from '../installation.js';
import { createPushSender, type PushSender } from './push-sender.js';
import { openSmsSender } from './sms/open-sms-sender.js';
import type { SmsSender } from './sms/sms-sender.js';
import { createUnsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-tokens.js';

/** How a process reaches people outside the app: e-mail, Web Push, SMS, and the e-mails' unsubscribe links. */
export interface Messengers {
  mailer: Mailer;
  push: PushSender;
  sms: SmsSender;
  unsubscribe: UnsubscribeTokens;
  /** Where the SMS sandbox listens (tests read what it was sent), or null with a real provider. */
  smsSandboxUrl: string | null;
  close(): Promise<void>;
}

/** Web Push endpoints are public services: the same address rule as server-side downloads (tests allow loopback). */
const pushPolicy = (config: Config): DownloadPolicy => ({ ...defaultDownloadPolicy(0, config.fetchAllowAddresses), timeoutMs: 15_000 });

/** Opens each channel from the configuration (the SMS sandbox when SMS has no keys, never in production). */
export async function openMessengers(
  config: Config,
  log: FastifyBaseLogger,
  installation: Installation,
  options: { mailer?: Mailer; pushPolicy?: DownloadPolicy } = {},
): Promise<Messengers> {
  const sms = await openSmsSender(config, log, installation.id);
  const mailer = options.mailer ?? createMailer(config);
  return {
    mailer,
    push: createPushSender(installation.vapid, config.pushSubject, options.pushPolicy ?? pushPolicy(config)),
    sms: sms.sender,
    unsubscribe: createUnsubscribeTokens(installation.mediaSecret),
    smsSandboxUrl: sms.sandboxUrl,
    async close() {
      await sms.close();
      if (!options.mailer) mailer.close();
    },
  };
}
