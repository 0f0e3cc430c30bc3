import { createHash, randomInt } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE, NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, normalizeMsisdn, notificationMessages, notificationText,
  type AppNotification, type NotificationList, type NotificationPhoneBody, type NotificationPreferences, type NotificationPreferencesBody, type PushSubscriptionBody,
} from '@kora/shared';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { Throttle } from '../../http/throttle.js';
import { assertFetchable, type DownloadPolicy } from '../../net/safe-download.js';
import type { SmsSender } from '../../notifications/sms/sms-sender.js';
import type { UnsubscribeTokens } from '../../notifications/unsubscribe-tokens.js';
import type { NotificationsRepository, StoredNotification } from './notifications.repository.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

const PAGE = 20;
const CODE_MINUTES = 10;
const CODE_ATTEMPTS = 5;
/** Codes asked per account per hour, and per number per day (an SMS costs money and can annoy a stranger). */
const CODES_PER_HOUR = { limit: 5, windowSeconds: 3600 };
const CODES_PER_NUMBER = { limit: 5, windowSeconds: 24 * 3600 };

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const badRequest = (message: string) => new DomainError('bad_request', message);

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  pushes: PushSubscriptionsRepository;
  sms: SmsSender;
  unsubscribe: UnsubscribeTokens;
  throttle: Throttle;
  clock: Clock;
  /** Which addresses a Web Push endpoint may resolve to (public ones; tests add loopback). */
  pushPolicy: DownloadPolicy;
}

export function createNotificationsService({ repository, pushes, sms, unsubscribe, throttle, clock, pushPolicy }: NotificationsServiceDeps) {
  const timeZoneOf = async (userId: string) => (await repository.contact(userId))?.timeZone ?? DEFAULT_TIME_ZONE;
  const shown = (n: StoredNotification, timeZone: string): AppNotification => ({
    id: n.id,
    kind: n.kind,
    ...notificationText(n.kind, n.data as never, timeZone),
    createdAt: n.createdAt.toISOString(),
    read: n.readAt !== null,
  });
  /** The kinds this person may receive: a creator's kinds only for creators (and admins, who may be both). */
  const kindsFor = (user: UserRow) => NOTIFICATION_KIND_NAMES.filter((kind) => !NOTIFICATION_KINDS[kind].creatorsOnly || user.accountType !== 'simple');

  return {
    async list(userId: string, before?: string): Promise<NotificationList> {
      const [rows, unread, timeZone] = await Promise.all([repository.list(userId, PAGE + 1, before), repository.unreadCount(userId), timeZoneOf(userId)]);
      const items = rows.slice(0, PAGE).map((n) => shown(n, timeZone));
      return { items, unread, nextBefore: rows.length > PAGE ? (items.at(-1)?.id ?? null) : null };
    },
    unread: (userId: string) => repository.unreadCount(userId),
    markRead: (userId: string, ids?: string[]) => repository.markRead(userId, ids, clock.now()),

    async preferences(user: UserRow): Promise<NotificationPreferences> {
      const [chosen, contact, pushDevices] = await Promise.all([repository.preferences(user.id), repository.contact(user.id), pushes.countOf(user.id)]);
      const choice = new Map(chosen.map((p) => [`${p.kind}:${p.channel}`, p.enabled]));
      return {
        kinds: kindsFor(user).map((kind) => {
          const rules = NOTIFICATION_KINDS[kind];
          return { kind, label: rules.label, allowed: [...rules.allowed], enabled: rules.allowed.filter((c) => choice.get(`${kind}:${c}`) ?? rules.defaults.includes(c)) };
        }),
        phone: contact?.smsPhone ? `+${contact.smsPhone}` : null,
        pendingPhone: contact?.pendingPhone && contact.codeExpiresAt && contact.codeExpiresAt > clock.now() ? `+${contact.pendingPhone}` : null,
        timeZone: contact?.timeZone ?? DEFAULT_TIME_ZONE,
        pushDevices,
      };
    },

    /** Turns channels on or off (only those the kind allows; SMS only with a verified number) and/or sets the time zone. */
    async updatePreferences(user: UserRow, { changes = [], timeZone }: NotificationPreferencesBody): Promise<NotificationPreferences> {
      for (const change of changes) {
        if (!(NOTIFICATION_KINDS[change.kind].allowed as readonly string[]).includes(change.channel)) throw badRequest(notificationMessages.channelNotAllowed);
      }
      if (changes.some((c) => c.channel === 'sms' && c.enabled) && !(await repository.contact(user.id))?.smsPhone) {
        throw new DomainError('conflict', notificationMessages.smsNeedsPhone);
      }
      await repository.setPreferences(user.id, changes);
      if (timeZone !== undefined) await repository.setContact(user.id, { timeZone });
      return this.preferences(user);
    },

    /** Sends a 6-digit code by SMS to the number; it becomes the SMS number once the code is given back. */
    async startPhone(user: UserRow, { country, phone }: NotificationPhoneBody): Promise<void> {
      const msisdn = normalizeMsisdn(phone, country);
      if (!msisdn) throw new DomainError('validation_error', notificationMessages.phoneInvalid, { fieldErrors: { phone: notificationMessages.phoneInvalid } });
      await throttle.consume([
        { key: `sms-code:user:${user.id}`, window: CODES_PER_HOUR },
        { key: `sms-code:number:${msisdn}`, window: CODES_PER_NUMBER },
      ]);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.setContact(user.id, { pendingPhone: msisdn, codeHash: hashCode(code), codeExpiresAt: new Date(clock.now().getTime() + CODE_MINUTES * 60_000), codeAttempts: 0 });
      await sms.send(msisdn, `Kora : votre code de vérification est ${code}. Il expire dans ${CODE_MINUTES} minutes. Ne le communiquez à personne.`);
    },

    async verifyPhone(user: UserRow, code: string): Promise<NotificationPreferences> {
      const contact = await repository.contact(user.id);
      if (!contact?.pendingPhone || !contact.codeHash || !contact.codeExpiresAt) throw new DomainError('conflict', notificationMessages.noPhone);
      const expired = contact.codeExpiresAt <= clock.now() || contact.codeAttempts >= CODE_ATTEMPTS;
      if (expired || contact.codeHash !== hashCode(code)) {
        if (!expired) await repository.countCodeAttempt(user.id);
        throw badRequest(notificationMessages.codeInvalid);
      }
      await repository.setContact(user.id, { smsPhone: contact.pendingPhone, pendingPhone: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0 });
      return this.preferences(user);
    },

    async forgetPhone(user: UserRow): Promise<void> {
      await repository.setContact(user.id, { smsPhone: null, pendingPhone: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0 });
    },

    /** An e-mail's link: that kind of e-mail stops for that person, no session needed. */
    async unsubscribe(token: string): Promise<{ kind: (typeof NOTIFICATION_KIND_NAMES)[number]; label: string }> {
      const who = unsubscribe.verify(token);
      if (!who) throw badRequest(notificationMessages.unsubscribeInvalid);
      await repository.setPreferences(who.userId, [{ kind: who.kind, channel: 'email', enabled: false }]);
      return { kind: who.kind, label: NOTIFICATION_KINDS[who.kind].label };
    },

    /** Saves this browser's subscription, once its endpoint is known to lead to a public address. */
    async subscribePush(userId: string, body: PushSubscriptionBody): Promise<void> {
      await assertFetchable(body.endpoint, pushPolicy).catch(() => {
        throw new DomainError('validation_error', notificationMessages.pushEndpointInvalid, { fieldErrors: { endpoint: notificationMessages.pushEndpointInvalid } });
      });
      await pushes.save(userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    },
    unsubscribePush: (userId: string, endpoint: string) => pushes.remove(userId, endpoint),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
