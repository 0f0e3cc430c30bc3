import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';
import { type DownloadPolicy, safeRequest } from '../net/safe-download.js';

/** A browser's subscription as the push service gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (apps/web/src/sw). */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  /** A newer message with the same tag replaces the older one on the phone. */
  tag: string;
}

export interface PushSender {
  publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (it should be forgotten). Throws on any other refusal. */
  send(target: PushTarget, message: PushMessage, options: { ttlSeconds: number; urgency: 'normal' | 'high' }): Promise<'sent' | 'gone'>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a pair generated once and kept in dataDir (stable across restarts). */
export async function loadVapidKeys(config: Pick<Config, 'push' | 'dataDir'>): Promise<VapidKeys> {
  if (config.push) return config.push;
  const file = path.join(config.dataDir, 'vapid.json');
  if (!existsSync(file)) {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  }
  return JSON.parse(await fs.readFile(file, 'utf8')) as VapidKeys;
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Web Push through the `web-push` package for what the protocol asks (the message encrypted for the
 * browser, RFC 8291; the VAPID signature, RFC 8292), sent by Kora's own guarded request: the endpoint
 * comes from a browser, so the address it resolves to is checked when connecting (no request reaches
 * a private network through a forged subscription).
 */
export function createPushSender(keys: VapidKeys, subject: string, policy: DownloadPolicy): PushSender {
  const transport: DownloadPolicy = { ...policy, maxRedirects: 0 };
  return {
    publicKey: keys.publicKey,
    async send(target, message, { ttlSeconds, urgency }) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: ttlSeconds, urgency, contentEncoding: 'aes128gcm' },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const { res } = await safeRequest(request.endpoint, transport, AbortSignal.timeout(SEND_TIMEOUT_MS), { method: 'POST', headers, body: request.body ?? undefined });
      res.resume();
      const status = res.statusCode ?? 0;
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`service de notifications push : réponse ${status}`);
      return 'sent';
    },
  };
}
