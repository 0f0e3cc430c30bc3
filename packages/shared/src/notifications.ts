import { defineMessages } from './i18n/catalogue.js';
import { type Currency, formatPrice } from './prices.js';

/** The ways Kora reaches a person. In the app, a notification is always kept (the bell's list is the record). */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels a person may turn on or off. */
export const CHOOSABLE_CHANNELS = ['push', 'email', 'sms'] as const;
export type ChoosableChannel = (typeof CHOOSABLE_CHANNELS)[number];

/** What a price in a notification carries: integer minor units and the ISO currency. */
interface Money {
  amount: number;
  currency: Currency;
}

/** The facts of each kind of notification (what its text and link are made of). */
export interface NotificationData {
  live_started: { liveId: string; creatorName: string; title: string };
  video_published: { videoId: string; creatorName: string; title: string };
  pass_ending: { planName: string; endsAt: string };
  pass_ended: { planName: string };
  payment_succeeded: Money & { planName: string; reference: string };
  payment_failed: Money & { planName: string };
  sponsorship_received: Money & { sponsorName: string };
  payout_paid: Money;
  payout_refused: Money & { reason: string };
  application_approved: Record<string, never>;
  application_rejected: { reason: string };
  video_approved: { videoId: string; title: string };
  video_rejected: { videoId: string; title: string; reason: string };
}
export type NotificationKind = keyof NotificationData;

interface KindRules {
  /** What /settings calls it. */
  label: string;
  /** Channels on until the person says otherwise (in the app is always on). */
  defaults: readonly ChoosableChannel[];
  /** Channels this kind may use at all: SMS only for what needs no data to read (a pass's end, a receipt). */
  allowed: readonly ChoosableChannel[];
  /** Only creators are told this (their settings list it only for them). */
  creatorsOnly?: boolean;
}

const ALL: readonly ChoosableChannel[] = ['push', 'email'];
const WITH_SMS: readonly ChoosableChannel[] = ['push', 'email', 'sms'];

/** Every kind, in the order /settings lists them, with its channels. */
/** How each kind is named in /settings and in an e-mail's unsubscribe line. */
export const notificationKindLabels = defineMessages('notificationKindLabels', {
  live_started: 'Un créateur que je suis passe en direct',
  video_published: 'Un créateur que je suis publie une vidéo',
  pass_ending: 'Mon pass ou mon abonnement se termine dans 24 h',
  pass_ended: 'Mon pass ou mon abonnement est terminé',
  payment_succeeded: 'Reçu de paiement (SMS)',
  payment_failed: 'Paiement refusé',
  sponsorship_received: 'Parrainage reçu',
  payout_paid: 'Virement envoyé',
  payout_refused: 'Virement refusé',
  application_approved: 'Candidature créateur acceptée',
  application_rejected: 'Candidature créateur refusée',
  video_approved: 'Vidéo validée',
  video_rejected: 'Vidéo refusée',
} satisfies Record<NotificationKind, string>);

/** A kind's rules, its label read in the language of the moment. */
const rules = (kind: NotificationKind, given: Omit<KindRules, 'label'>): KindRules => ({
  ...given,
  get label() {
    return notificationKindLabels[kind];
  },
});

export const NOTIFICATION_KINDS: Record<NotificationKind, KindRules> = {
  live_started: rules('live_started', { defaults: ['push'], allowed: ALL }),
  video_published: rules('video_published', { defaults: ['push'], allowed: ALL }),
  pass_ending: rules('pass_ending', { defaults: ['push', 'email', 'sms'], allowed: WITH_SMS }),
  pass_ended: rules('pass_ended', { defaults: ['push', 'email', 'sms'], allowed: WITH_SMS }),
  // The receipt e-mail is always sent (payments' own mail); this kind adds the SMS receipt and a push.
  payment_succeeded: rules('payment_succeeded', { defaults: ['sms'], allowed: ['push', 'sms'] }),
  payment_failed: rules('payment_failed', { defaults: ['push', 'email'], allowed: ALL }),
  sponsorship_received: rules('sponsorship_received', { defaults: ['push', 'email'], allowed: ALL, creatorsOnly: true }),
  payout_paid: rules('payout_paid', { defaults: ['push', 'email'], allowed: ALL, creatorsOnly: true }),
  payout_refused: rules('payout_refused', { defaults: ['push', 'email'], allowed: ALL, creatorsOnly: true }),
  // The decision's own e-mail is always sent (creators' mail): this kind adds the bell and a push.
  application_approved: rules('application_approved', { defaults: ['push'], allowed: ['push'] }),
  application_rejected: rules('application_rejected', { defaults: ['push'], allowed: ['push'] }),
  video_approved: rules('video_approved', { defaults: ['push', 'email'], allowed: ALL, creatorsOnly: true }),
  video_rejected: rules('video_rejected', { defaults: ['push', 'email'], allowed: ALL, creatorsOnly: true }),
};
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/**
 * When a pass or a stopped subscription is announced before its end: a day before, except for a pass of two days
 * or less (a Pass Jour would be announced as it is bought), announced two hours before.
 */
export const ENDING_NOTICE = { hours: 24, shortPassHours: 2, shortPassUpToHours: 48 } as const;

/** No push or SMS between these local hours (the message waits for the morning, or is dropped when stale). */
export const QUIET_HOURS = { start: 22, end: 7 } as const;
/** Whether `timeZone` is an IANA zone this runtime knows ('Africa/Dakar', 'Etc/GMT-1'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.includes('/') || timeZone === 'UTC';
  } catch {
    return false;
  }
}

/** At most this many SMS per person per day, whatever their kinds. */
export const SMS_PER_DAY = 3;
/** The time zone of a person who never said (Dakar, Abidjan, Bamako, Conakry, Lomé, Ouagadougou: UTC). */
export const DEFAULT_TIME_ZONE = 'Africa/Dakar';

/** A notification as every channel says it: a title, a sentence, and the page it opens. */
export interface NotificationText {
  title: string;
  body: string;
  link: string;
}

const price = (money: Money) => formatPrice(money.amount, money.currency);

/** The day and hour of `iso` in `timeZone`, as « 29/11 à 14:00 ». */
export function localDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return notificationTexts.dayAt(`${part('day')}/${part('month')}`, `${part('hour')}:${part('minute')}`);
}

/** A notification's words, per kind (dates in the person's time zone, in the language of the moment). */
export const notificationTexts = defineMessages('notificationTexts', {
  /** « 29/11 à 14:00 » */
  dayAt: (day: string, time: string) => `${day} à ${time}`,
  live_started: (d) => ({ title: `${d.creatorName} est en direct`, body: d.title, link: `/live-viewer/${d.liveId}` }),
  video_published: (d) => ({ title: `Nouvelle vidéo de ${d.creatorName}`, body: d.title, link: `/video/${d.videoId}` }),
  pass_ending: (d, tz) => ({
    title: `Votre ${d.planName} se termine bientôt`,
    body: `Kora : votre ${d.planName} se termine le ${localDateTime(d.endsAt, tz)}. Renouvelez-le pour continuer à regarder.`,
    link: '/subscribe',
  }),
  pass_ended: (d) => ({ title: `Votre ${d.planName} est terminé`, body: `Kora : votre ${d.planName} est terminé. Choisissez une offre pour continuer à regarder.`, link: '/subscribe' }),
  payment_succeeded: (d) => ({ title: 'Paiement reçu', body: `Kora : paiement de ${price(d)} reçu pour ${d.planName}. Réf. ${d.reference}. Merci !`, link: '/settings' }),
  payment_failed: (d) => ({ title: 'Paiement refusé', body: `Votre paiement de ${price(d)} pour ${d.planName} n'a pas abouti. Vous pouvez réessayer.`, link: '/subscribe' }),
  sponsorship_received: (d) => ({ title: 'Nouveau parrainage', body: `${d.sponsorName} vous a parrainé : ${price(d)}.`, link: '/creator-dashboard' }),
  payout_paid: (d) => ({ title: 'Virement envoyé', body: `Votre virement de ${price(d)} a été envoyé.`, link: '/creator-dashboard' }),
  payout_refused: (d) => ({ title: 'Virement refusé', body: `Votre demande de virement de ${price(d)} a été refusée : ${d.reason}`, link: '/creator-dashboard' }),
  application_approved: () => ({ title: 'Candidature acceptée', body: 'Bienvenue parmi les créateurs Kora ! Vous pouvez publier vos vidéos et lancer des lives.', link: '/creator-dashboard' }),
  application_rejected: (d) => ({ title: 'Candidature refusée', body: `Votre candidature de créateur n'a pas été retenue : ${d.reason}`, link: '/creator-status' }),
  video_approved: (d) => ({ title: 'Vidéo validée', body: `« ${d.title} » est en ligne.`, link: `/video/${d.videoId}` }),
  video_rejected: (d) => ({ title: 'Vidéo refusée', body: `« ${d.title} » n'a pas été validée : ${d.reason}`, link: '/creator-dashboard' }),
} satisfies { [K in NotificationKind]: (data: NotificationData[K], timeZone: string) => NotificationText } & { dayAt: (day: string, time: string) => string });

/** The words of a notification of `kind` (dates in the person's time zone). */
export function notificationText<K extends NotificationKind>(kind: K, data: NotificationData[K], timeZone: string = DEFAULT_TIME_ZONE): NotificationText {
  return (notificationTexts[kind] as (data: NotificationData[K], timeZone: string) => NotificationText)(data, timeZone);
}
