import { DEFAULT_LOCALE, NOTIFICATION_KINDS, type NotificationData, type NotificationKind, notificationText, SMS_PER_DAY, UNSUBSCRIBE_PAGE } from '@kora/shared';
import type { DeliveryStatus } from '../../db/schema/index.js';
import { composeMail } from '../../mail/compose-mail.js';
import type { Mail } from '../../mail/mailer.js';
import { mailTexts } from '../../mail/mail-texts.js';
import { inLocale } from '../../i18n/locale-context.js';
import type { Messengers } from '../../notifications/messengers.js';
import type { ClaimedDelivery, NotificationsRepository } from './notifications.repository.js';
import type { PushSubscriptionsRepository, StoredPushSubscription } from './push-subscriptions.repository.js';
import { quietUntil, startOfLocalDay } from './quiet-hours.js';


export interface DeliveryDeps {
  repository: Pick<NotificationsRepository, 'claim' | 'finishMany' | 'smsSentSince'>;
  pushes: Pick<PushSubscriptionsRepository, 'ofUsers' | 'removeById'>;
  messengers: Pick<Messengers, 'mailer' | 'push' | 'sms' | 'unsubscribe'>;
  publicUrl: string;
  now: () => Date;
  /** Whether the message no longer says anything true (the live ended, the pass already ended or was renewed). */
  isStale: (kind: NotificationKind, data: Record<string, unknown>, userId: string) => Promise<boolean>;
  /** Queues these deliveries again for `until` (the end of the person's quiet hours). */
  holdUntil: (ids: string[], until: Date) => Promise<void>;
}

/** Sends at once per batch: push services and the SMS provider answer in tens of milliseconds, mostly waiting. */
const PARALLEL_SENDS = 4;

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

type Outcome = { status: DeliveryStatus; detail?: string } | { held: Date };

/** A notification e-mail: its sentence, its link, and a link to stop this kind of e-mail (also as the List-Unsubscribe header). */
function notificationMail(d: ClaimedDelivery, publicUrl: string, token: string): Mail {
  const unsubscribe = `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;
  const mail = composeMail({ email: d.email, firstName: d.firstName, locale: d.locale }, () => {
    const text = notificationText(d.kind, d.data as never, d.timeZone ?? undefined);
    const t = mailTexts.notification;
    return {
      subject: t.subject(text.title),
      paragraphs: [
        { text: text.body, link: { label: t.open, href: `${publicUrl}${text.link}` } },
        { text: t.why(NOTIFICATION_KINDS[d.kind].label), link: { label: t.unsubscribe, href: unsubscribe } },
      ],
    };
  });
  return { ...mail, headers: { 'List-Unsubscribe': `<${unsubscribe}>` } };
}

/** Sends one delivery in its person's language (their choice on the account, else French). */
function sendOne(d: ClaimedDelivery, deps: DeliveryDeps, targets: readonly StoredPushSubscription[]): Promise<Outcome> {
  return inLocale(d.locale ?? DEFAULT_LOCALE, () => send(d, deps, targets));
}

async function send(d: ClaimedDelivery, deps: DeliveryDeps, targets: readonly StoredPushSubscription[]): Promise<Outcome> {
  const { messengers } = deps;
  if (await deps.isStale(d.kind, d.data, d.userId)) return { status: 'dropped', detail: 'message périmé' };
  if (d.channel === 'email') {
    await messengers.mailer.send(notificationMail(d, deps.publicUrl, messengers.unsubscribe.sign(d.userId, d.kind)));
    return { status: 'sent' };
  }
  const now = deps.now();
  const until = quietUntil(now, d.timeZone);
  if (until) return { held: until };
  const text = notificationText(d.kind as keyof NotificationData, d.data as never, d.timeZone ?? undefined);
  if (d.channel === 'sms') {
    if (!d.smsPhone) return { status: 'dropped', detail: 'aucun numéro vérifié' };
    if ((await deps.repository.smsSentSince(d.userId, startOfLocalDay(now, d.timeZone))) >= SMS_PER_DAY) return { status: 'dropped', detail: 'limite de SMS du jour atteinte' };
    await messengers.sms.send(d.smsPhone, text.body);
    return { status: 'sent' };
  }
  let sent = 0;
  for (const target of targets) {
    const result = await messengers.push.send(target, { title: text.title, body: text.body, link: text.link, tag: d.notificationId }, { ttlSeconds: 24 * 3600, urgency: d.kind === 'live_started' ? 'high' : 'normal' });
    if (result === 'gone') await deps.pushes.removeById(target.id);
    else sent += 1;
  }
  return sent > 0 ? { status: 'sent' } : { status: 'dropped', detail: 'aucun appareil abonné' };
}

/**
 * Sends the deliveries this run can claim (each once, whatever runs twice). An SMS that fails is not tried
 * again (the provider may have taken it: one SMS at most); a push or an e-mail that fails goes back to
 * pending and the job is retried, unless this was its last attempt. Push and SMS wait for the morning
 * during the person's quiet hours.
 */
export async function deliverNotifications(ids: readonly string[], deps: DeliveryDeps, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const claimed = await deps.repository.claim(ids);
  const held = new Map<number, string[]>();
  let retry: unknown;
  // A batch is mostly one cause (a live's followers): whether it is stale is asked once per cause and person kind.
  const staleness = new Map<string, Promise<boolean>>();
  const isStale: DeliveryDeps['isStale'] = (kind, data, userId) => {
    const key = `${kind}:${JSON.stringify(data)}:${kind === 'pass_ending' ? userId : ''}`;
    const known = staleness.get(key) ?? deps.isStale(kind, data, userId);
    staleness.set(key, known);
    return known;
  };
  const each = { ...deps, isStale };
  const targets = await deps.pushes.ofUsers([...new Set(claimed.filter((d) => d.channel === 'push').map((d) => d.userId))]);
  const outcomes: Array<{ id: string; status: DeliveryStatus; detail: string | null }> = [];
  await inParallel(claimed, PARALLEL_SENDS, async (d) => {
    try {
      const outcome = await sendOne(d, each, targets.get(d.userId) ?? []);
      if ('held' in outcome) {
        outcomes.push({ id: d.id, status: 'held', detail: null });
        held.set(outcome.held.getTime(), [...(held.get(outcome.held.getTime()) ?? []), d.id]);
      } else {
        outcomes.push({ id: d.id, status: outcome.status, detail: outcome.detail ?? null });
      }
    } catch (err) {
      const again = d.channel !== 'sms' && !lastAttempt;
      outcomes.push({ id: d.id, status: again ? 'pending' : 'failed', detail: err instanceof Error ? err.message.slice(0, 300) : 'échec' });
      if (again) retry = err;
    }
  });
  await deps.repository.finishMany(outcomes, deps.now());
  for (const [at, list] of held) await deps.holdUntil(list, new Date(at));
  if (retry) throw retry;
}
