import { apiPaths } from '@kora/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../background.js';
import { transactionOf } from '../../db/transaction.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { createAgent } from '../../../test/agent.js';
import { createHub2Kit, type Hub2Kit, PASS_JOUR } from '../../../test/kits/hub2-kit.js';
import { DAYTIME, deliveriesOf, listOf, smsTo, untilQueueIdle, verifyPhone } from '../../../test/kits/notifications-kit.js';
import { readMail } from '../../../test/mail-text.js';
import { createTestClock } from '../../../test/test-clock.js';
import { until } from '../../../test/until.js';
import { createPlansRepository } from '../plans/plans.repository.js';
import { createPaymentsCore } from '../payments/payments-core.js';
import { createSubscriptionsRepository } from '../payments/subscriptions.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createNotify } from './notify.js';

/*
 * A Pass Jour bought by mobile money, told by SMS: the receipt, two hours before its end (announced once though
 * two instances look at the same minute and two workers deliver), its end; a fourth SMS the same day is not
 * sent. The pass's end is reached by moving the test clock; the sweeps run as the payments module's timer runs them.
 */
const HOUR = 3_600_000;
const clock = createTestClock();
let kit: Hub2Kit;
beforeAll(async () => {
  kit = await createHub2Kit(clock);
  await kit.t.startWorker();
  await kit.t.startWorker();
});
afterAll(() => kit.close());

/** What one instance's payments core is (the app's own runs on a one-minute timer). */
function instance() {
  const db = kit.t.database.db;
  const log = pino({ level: 'silent' });
  return createPaymentsCore({
    plans: createPlansRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    inTransaction: transactionOf(db, (tx) => ({ subscriptions: createSubscriptionsRepository(tx), users: createUsersRepository(tx) })),
    events: createDomainEvents(createInProcessPubSub(), () => undefined),
    background: createBackgroundTasks(log),
    clock,
    graceDays: 3,
    notify: createNotify(kit.t.jobs, log),
    sendReceipt: async () => undefined,
  });
}

async function buyPass(agent: Parameters<Hub2Kit['start']>[0]) {
  const { body } = await kit.start(agent, { amount: 300, planId: PASS_JOUR });
  expect((await kit.answer(body.payment_link, 'success')).status).toBe(303);
}

describe('a Pass Jour told by SMS', () => {
  it('sends the receipt, one notice before the end, one at the end, and no fourth SMS that day', async () => {
    const buyer = await kit.buyer();
    expect((await buyer.agent.put(apiPaths.notificationPreferences, { timeZone: DAYTIME() })).status).toBe(200);
    await verifyPhone(buyer.agent, kit.t.messengers.smsSandboxUrl, '77 300 40 50', '221773004050');
    const texts = async () => (await smsTo(kit.t.messengers.smsSandboxUrl, '221773004050')).map((m) => m.text).slice(1);

    await buyPass(buyer.agent);
    await kit.untilTier(buyer.agent, 'premium');
    await until('the receipt', texts, (list) => list.length === 1);
    expect((await texts())[0]).toMatch(/^Kora : paiement de 300\u00a0FCFA reçu pour Pass Jour\. Réf\. [\w-]+\. Merci !$/);

    const [a, b] = [instance(), instance()];
    clock.advance(21 * HOUR);
    expect((await Promise.all([a.noticeEnding(), b.noticeEnding()])).reduce((x, y) => x + y)).toBe(0);
    clock.advance(HOUR + HOUR / 2);
    expect((await Promise.all([a.noticeEnding(), b.noticeEnding()])).reduce((x, y) => x + y)).toBe(1);
    expect((await Promise.all([a.noticeEnding(), b.noticeEnding()])).reduce((x, y) => x + y)).toBe(0);
    await untilQueueIdle(kit.t.database.db);
    await until('the notice', texts, (list) => list.length === 2);
    expect((await texts())[1]).toMatch(/^Kora : votre Pass Jour se termine le \d\d\/\d\d à \d\d:\d\d\. Renouvelez-le pour continuer à regarder\.$/);

    // The notice's e-mail carries a link that stops that kind of e-mail, without signing in.
    const raw = await until('the notice by e-mail', async () => (await kit.t.readOutbox()).find((m) => readMail(m).subject === 'Kora : Votre Pass Jour se termine bientôt'), Boolean);
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/kora\.test\/notifications\/desabonnement\?token=/m);
    const mail = readMail(raw as string);
    expect(mail.text).toContain('Vous recevez cet e-mail pour « Mon pass ou mon abonnement se termine dans 24 h ».');
    const token = decodeURIComponent(/desabonnement\?token=(\S+)/.exec(mail.text)?.[1] ?? '');
    expect((await createAgent(kit.t.app).post(apiPaths.notificationUnsubscribe, { token })).status).toBe(200);

    clock.advance(2 * HOUR);
    await Promise.all([a.expireLapsed(), b.expireLapsed()]);
    await until('the end', texts, (list) => list.length === 3);
    expect((await texts())[2]).toBe('Kora : votre Pass Jour est terminé. Choisissez une offre pour continuer à regarder.');
    expect((await listOf(buyer.agent)).items.map((n) => n.kind)).toEqual(['pass_ended', 'pass_ending', 'payment_succeeded']);

    await buyPass(buyer.agent);
    await kit.untilTier(buyer.agent, 'premium');
    const dropped = await until('the fourth SMS dropped', () => deliveriesOf(kit.t.database.db, buyer.id), (d) => d.filter((x) => x.channel === 'sms').length === 4 && d.every((x) => x.status !== 'pending' && x.status !== 'sending'));
    expect(dropped.filter((d) => d.channel === 'sms').map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'dropped']);
    expect(await texts()).toHaveLength(3);
  });
});
