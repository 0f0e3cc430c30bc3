import { apiPaths, type CreatorApplicationBody, type CreatorVideo, formatPrice, pathTo } from '@kora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { generateClip } from '../../../test/clips.js';
import { createUser } from '../../../test/factories.js';
import { follow } from '../../../test/factories/creators.js';
import { uploadForm } from '../../../test/upload-form.js';
import { PASS_JOUR } from '../../../test/kits/hub2-kit.js';
import { deliveriesOf, listOf, untilListed } from '../../../test/kits/notifications-kit.js';
import { createSponsoringKit, type SponsoringKit } from '../../../test/kits/sponsoring-kit.js';
import { createTestClock } from '../../../test/test-clock.js';

/*
 * Each kind told by its real cause, once, to the right person: a refused mobile-money payment, a sponsorship paid,
 * a payout paid and one refused, a creator application approved and one rejected, a video approved and one rejected
 * (with the followers told when the approved one is listed). Causes run through the sandboxes and the admin API.
 */
const DAY = 86_400_000;
const clock = createTestClock();
let kit: SponsoringKit;
let admin: Agent;
beforeAll(async () => {
  kit = await createSponsoringKit(clock);
  admin = await kit.admin();
  await kit.t.startWorker();
});
afterAll(() => kit.close());

const kinds = async (agent: Agent) => (await listOf(agent)).items.map((n) => `${n.kind}: ${n.body}`);

describe('notifications from their causes', () => {
  it('tells a payer whose mobile money was refused', async () => {
    const { agent } = await kit.buyer();
    const { body } = await kit.hub2.start(agent, { amount: 300, planId: PASS_JOUR });
    await kit.hub2.answer(body.payment_link, 'failure');
    const [item] = (await untilListed(agent, 1)).items;
    expect(item).toMatchObject({ kind: 'payment_failed', title: 'Paiement refusé', link: '/subscribe' });
    expect(item?.body).toBe('Votre paiement de 300\u00a0FCFA pour Pass Jour n\'a pas abouti. Vous pouvez réessayer.');
  });

  it('tells a creator of each sponsorship, and of each payout paid or refused', async () => {
    const creator = await kit.creator();
    const { agent: fan } = await kit.buyer();
    // A sponsor who chose not to be shown is not named to the creator either.
    await kit.byMobile(fan, creator.free.id, 'success', { amount: 3000, show_publicly: false });
    await kit.byMobile(fan, creator.free.id, 'failure', { amount: 500 });
    const [paid] = (await untilListed(creator.agent, 1)).items;
    expect(paid).toMatchObject({ kind: 'sponsorship_received', body: `Un spectateur vous a parrainé : ${formatPrice(3000, 'XOF')}.` });

    clock.advance(8 * DAY);
    const first = await kit.requestPayout(creator.agent, { amount: 1000 });
    await kit.approve(admin, first.body.id);
    await kit.untilPayout(creator.agent, first.body.id, 'paid');
    const second = await kit.requestPayout(creator.agent, { amount: 1500 });
    await kit.refuse(admin, second.body.id, 'Numéro au nom d’un tiers');
    await untilListed(creator.agent, 3);
    expect(await kinds(creator.agent)).toEqual([
      `payout_refused: Votre demande de virement de ${formatPrice(1500, 'XOF')} a été refusée : Numéro au nom d’un tiers`,
      `payout_paid: Votre virement de ${formatPrice(1000, 'XOF')} a été envoyé.`,
      `sponsorship_received: Un spectateur vous a parrainé : ${formatPrice(3000, 'XOF')}.`,
    ]);
    clock.reset();
  });

  it('tells an applicant the decision on their creator application', async () => {
    const application: CreatorApplicationBody = {
      businessName: 'Cuisine de Ndèye',
      country: 'Sénégal',
      address: 'Rue 10, Dakar',
      contactInfo: '+221 77 000 00 00',
      contentCategories: ['Cuisine'],
      publicationFrequency: 'weekly',
      averageVideoDuration: 'short',
    };
    const [approved, rejected] = await Promise.all([1, 2].map(async () => {
      const user = await createUser(kit.t.database.db);
      const agent = await signedInAgent(kit.t.app, user);
      expect((await agent.post(apiPaths.creatorApplications, application)).status).toBe(201);
      return { user, agent };
    }));
    const pending = (await admin.get<Array<{ id: string; userId: string }>>(apiPaths.adminPendingCreatorApplications)).body;
    const idOf = (userId: string) => pending.find((a) => a.userId === userId)?.id as string;
    await admin.post(pathTo(apiPaths.adminApproveCreatorApplication, { id: idOf(approved?.user.id as string) }), {});
    await admin.post(pathTo(apiPaths.adminRejectCreatorApplication, { id: idOf(rejected?.user.id as string) }), { reason: 'Ajoutez une vidéo de présentation.' });
    expect((await untilListed(approved?.agent as Agent, 1)).items[0]).toMatchObject({ kind: 'application_approved', link: '/creator-dashboard' });
    expect((await untilListed(rejected?.agent as Agent, 1)).items[0]).toMatchObject({ kind: 'application_rejected', body: 'Votre candidature de créateur n\'a pas été retenue : Ajoutez une vidéo de présentation.' });
    // The decision's own e-mail is sent as before; the notification adds no second one.
    expect((await deliveriesOf(kit.t.database.db, approved?.user.id as string)).map((d) => d.channel)).toEqual([]);
  });

  it('tells a creator how the review of each video ended, and their followers once the approved one is listed', { timeout: 120_000 }, async () => {
    const creator = await createUser(kit.t.database.db, { accountType: 'creator', firstName: 'Ndèye', lastName: 'Fall' });
    const agent = await signedInAgent(kit.t.app, creator);
    const { agent: follower, id: followerId } = await kit.buyer();
    await follow(kit.t.database.db, followerId, creator.id);
    const clip = await generateClip({ seconds: 1 });
    const upload = async (title: string) => (await uploadForm(kit.t.app, agent, { title, category: 'Cuisine' }, { data: clip, name: 'clip.mp4', type: 'video/mp4' })).body as unknown as CreatorVideo;
    const kept = await upload('Thiéboudienne en 4 secondes');
    const refused = await upload('Vidéo floue');
    // Approved while the worker still prepares it: the followers hear of it when it is listed, from the worker.
    expect((await admin.post(pathTo(apiPaths.adminApproveVideo, { id: kept.id }), {})).status).toBe(200);
    expect((await admin.post(pathTo(apiPaths.adminRejectVideo, { id: refused.id }), { reason: 'Image trop floue' })).status).toBe(200);
    await untilListed(agent, 2);
    expect(await kinds(agent)).toEqual(expect.arrayContaining(['video_approved: « Thiéboudienne en 4 secondes » est en ligne.', 'video_rejected: « Vidéo floue » n\'a pas été validée : Image trop floue']));
    const [published] = (await untilListed(follower, 1, 90_000)).items;
    expect(published).toMatchObject({ kind: 'video_published', title: 'Nouvelle vidéo de Ndèye Fall', body: 'Thiéboudienne en 4 secondes', link: `/video/${kept.id}` });
  });
});
