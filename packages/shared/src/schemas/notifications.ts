import { z } from 'zod';
import { COUNTRIES } from '../payment-constants.js';
import { CHOOSABLE_CHANNELS, isTimeZone, NOTIFICATION_KIND_NAMES } from '../notifications.js';
import { plainText } from './text.js';
import { defineMessages } from '../i18n/catalogue.js';

export const notificationMessages = defineMessages('notificationMessages', {
  phoneInvalid: 'Numéro de téléphone invalide pour ce pays',
  codeInvalid: 'Code incorrect ou expiré',
  codeFormat: 'Le code compte 6 chiffres',
  noPhone: "Aucun numéro en attente de vérification : saisissez d'abord votre numéro",
  smsNeedsPhone: 'Vérifiez un numéro de téléphone pour recevoir des SMS',
  channelNotAllowed: "Ce canal n'est pas proposé pour cette notification",
  timeZoneInvalid: 'Ce fuseau horaire est inconnu',
  unsubscribeInvalid: 'Lien de désabonnement invalide',
  pushEndpointInvalid: "Adresse d'abonnement aux notifications invalide",
} as const);

/** One notification in the bell's list. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_NAMES),
  title: z.string(),
  body: z.string(),
  /** The page it opens (a path of the app). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first, a page at a time (`before` = the last one's id). */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListQuerySchema = z.object({ before: z.uuid().optional() });

/** POST /api/notifications/read: these ids, or every one when `ids` is absent. */
export const notificationReadBodySchema = z.object({ ids: z.array(z.uuid()).max(100).optional() });
export const notificationUnreadSchema = z.object({ unread: z.number().int() });

const channel = z.enum(CHOOSABLE_CHANNELS);
const kind = z.enum(NOTIFICATION_KIND_NAMES);

/** GET /api/notifications/preferences */
export const notificationPreferencesSchema = z.object({
  /** Each kind this person may receive, with its channels (`allowed` lists those it may use at all). */
  kinds: z.array(z.object({ kind, label: z.string(), allowed: z.array(channel), enabled: z.array(channel) })),
  /** The verified number SMS go to (+221…), or null. */
  phone: z.string().nullable(),
  /** A number waiting for its code, or null. */
  pendingPhone: z.string().nullable(),
  timeZone: z.string(),
  /** Whether this person has a push subscription on any device. */
  pushDevices: z.number().int(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the channels to turn on or off, and/or the person's time zone. */
export const notificationPreferencesBodySchema = z.object({
  changes: z.array(z.object({ kind, channel, enabled: z.boolean() })).max(100).default([]),
  timeZone: plainText().max(64).refine(isTimeZone, { error: notificationMessages.timeZoneInvalid }).optional(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** POST /api/notifications/phone: sends a 6-digit code by SMS. */
export const notificationPhoneBodySchema = z.object({ country: z.enum(COUNTRIES), phone: z.string().max(30) });
export type NotificationPhoneBody = z.infer<typeof notificationPhoneBodySchema>;
/** POST /api/notifications/phone/verify */
export const notificationPhoneVerifyBodySchema = z.object({ code: z.string().regex(/^\d{6}$/, { error: notificationMessages.codeFormat }) });

/** POST /api/notifications/unsubscribe: the token of an e-mail's link (no session needed). */
export const notificationUnsubscribeBodySchema = z.object({ token: plainText().min(1).max(300) });
export const notificationUnsubscribeResultSchema = z.object({ kind, label: z.string() });

/** POST /api/push-subscriptions: what `PushSubscription.toJSON()` gives. DELETE takes `{ endpoint }`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().regex(/^[\w-]{16,200}={0,2}$/), auth: z.string().regex(/^[\w-]{8,100}={0,2}$/) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushSubscriptionDeleteBodySchema = z.object({ endpoint: plainText().max(2000) });
/** GET /api/push-subscriptions/key: the VAPID public key (applicationServerKey). */
export const pushKeySchema = z.object({ publicKey: z.string() });
