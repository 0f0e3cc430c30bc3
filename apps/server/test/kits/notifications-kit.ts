import { apiPaths, type NotificationList, type NotificationPreferences } from '@kora/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { notificationDeliveries, notifications } from '../../src/db/schema/index.js';
import type { Agent } from '../agent.js';
import { until } from '../until.js';

/** A zone where the real time now reads `hour`:xx (Etc/GMT-3 is UTC+3): quiet hours decided by the test, not by when it runs. */
export function zoneAtHour(hour: number, now = new Date()): string {
  let offset = hour - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
export const DAYTIME = () => zoneAtHour(12);
export const NIGHT = () => zoneAtHour(2);

/** The SMS the sandbox accepted for this number (msisdn), oldest first. */
export async function smsTo(sandboxUrl: string | null, msisdn: string): Promise<Array<{ to: string; text: string }>> {
  const res = await fetch(`${sandboxUrl}/orange/sandbox/messages?to=${msisdn}`);
  return ((await res.json()) as { messages: Array<{ to: string; text: string }> }).messages;
}

export const listOf = async (agent: Agent) => (await agent.get<NotificationList>(apiPaths.notifications)).body;
export const preferencesOf = async (agent: Agent) => (await agent.get<NotificationPreferences>(apiPaths.notificationPreferences)).body;

/** Waits until the person's list holds `count` notifications. */
export const untilListed = (agent: Agent, count: number, timeoutMs?: number) => until(`${count} notification(s)`, () => listOf(agent), (list) => list.items.length === count, timeoutMs);

/** Each of the person's deliveries: channel and status, oldest first. */
export async function deliveriesOf(db: Database, userId: string) {
  return db
    .select({ id: notificationDeliveries.id, kind: notifications.kind, channel: notificationDeliveries.channel, status: notificationDeliveries.status, detail: notificationDeliveries.detail })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(notificationDeliveries.createdAt);
}

/** Waits until no notification job waits or runs (what was queued has been done). */
export async function untilQueueIdle(db: Database): Promise<void> {
  await until(
    'notification jobs done',
    async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name like 'notification.%' and state in ('created', 'retry', 'active') and start_after <= now()`)).rows[0]?.n ?? 0,
    (n) => n === 0,
  );
}

/** A verified SMS number for this person, through the API and the code the SMS sandbox received. */
export async function verifyPhone(agent: Agent, sandboxUrl: string | null, phone: string, msisdn: string): Promise<void> {
  const sent = await agent.post(apiPaths.notificationPhone, { country: 'SN', phone });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = /\b(\d{6})\b/.exec((await smsTo(sandboxUrl, msisdn)).at(-1)?.text ?? '')?.[1];
  const verified = await agent.post(apiPaths.notificationPhoneVerify, { code });
  if (verified.status !== 200) throw new Error(`code refused: ${verified.status}`);
}
