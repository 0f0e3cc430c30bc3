import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPayoutsSchema,
  apiPaths,
  creatorEarningsSchema,
  idParamsSchema,
  payoutRefuseBodySchema,
  payoutRequestBodySchema,
  payoutViewSchema,
  sponsorBodySchema,
  sponsorResultSchema,
  sponsorshipStatsSchema,
  sponsorshipViewSchema,
} from '@kora/shared';
import { adminActorOf, authOf } from '../../http/authenticate.js';
import type { createEarningsService } from './earnings.service.js';
import type { PayoutsService } from './payouts.service.js';
import type { SponsorService } from './sponsor.service.js';

interface Services {
  sponsor: SponsorService;
  earnings: ReturnType<typeof createEarningsService>;
  payouts: PayoutsService;
  recipientName: (creatorId: string) => Promise<string>;
}

/** Sponsoring (viewer.md §7) and creators' earnings and payouts. */
export async function sponsoringRoutes(app: FastifyInstance, { sponsor, earnings, payouts, recipientName }: Services) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.sponsorshipStats, {
    schema: {
      tags: ['sponsoring'],
      summary: 'Parrainages payés d’une vidéo : nombre, total dans la devise d’affichage de la vidéo, totaux par devise, messages publics',
      params: idParamsSchema,
      response: { 200: sponsorshipStatsSchema },
    },
    config: { access: 'public' },
  }, async (request) => sponsor.stats(request.params.id));

  r.post(apiPaths.videoSponsor, {
    schema: {
      tags: ['sponsoring'],
      summary:
        'Parrainer une vidéo gratuite (403 premium ou la sienne) : montant > 0 (deux décimales, entier en FCFA), message ≤ 200 ou null ; mobile money (pays, téléphone) → payment_link, carte → clientSecret ; 10 par 15 min',
      params: idParamsSchema,
      body: sponsorBodySchema,
      response: { 201: sponsorResultSchema },
    },
    config: { access: 'user', adults: true, errors: ['forbidden', 'conflict', 'rate_limited', 'service_unavailable'] },
  }, async (request, reply) => reply.code(201).send(await sponsor.sponsor(authOf(request).user, request.params.id, request.body)));

  r.get(apiPaths.sponsorship, {
    schema: { tags: ['sponsoring'], summary: 'Mon parrainage ; en attente, le fournisseur est redemandé', params: idParamsSchema, response: { 200: sponsorshipViewSchema } },
    config: { access: 'user' },
  }, async (request) => sponsor.status(authOf(request).user.id, request.params.id));

  r.get(apiPaths.creatorEarnings, {
    schema: { tags: ['creators'], summary: 'Revenus du créateur : soldes par devise (disponible, en attente, en cours, versé), parrainages, 12 semaines, versements', response: { 200: creatorEarningsSchema } },
    config: { access: 'creator' },
  }, async (request) => earnings.of(authOf(request).user.id));

  r.post(apiPaths.creatorPayouts, {
    schema: {
      tags: ['creators'],
      summary: 'Demander un versement mobile money (FCFA) de son solde disponible : minimum PAYOUT_MINIMUM_FCFA, au plus le disponible (409), un seul en cours par devise',
      body: payoutRequestBodySchema,
      response: { 201: payoutViewSchema },
    },
    config: { access: 'creator', errors: ['conflict'] },
  }, async (request, reply) => reply.code(201).send(await payouts.request(authOf(request).user, request.body)));

  r.get(apiPaths.adminPayouts, {
    schema: { tags: ['admin'], summary: 'Paiements créateurs : les versements, ceux à décider d’abord', response: { 200: adminPayoutsSchema } },
    config: { access: 'admin' },
  }, async () => payouts.adminList());

  r.post(apiPaths.adminApprovePayout, {
    schema: { tags: ['admin'], summary: 'Approuver un versement : le transfert part (une fois) ; son webhook le dit versé ou échoué — journalisé', params: idParamsSchema, response: { 200: payoutViewSchema } },
    config: { access: 'admin', secondFactor: true, errors: ['conflict', 'two_factor_required'] },
  }, async (request) => payouts.approve(adminActorOf(request), request.params.id, recipientName));

  r.post(apiPaths.adminRefusePayout, {
    schema: { tags: ['admin'], summary: 'Refuser un versement (raison requise) : l’argent revient au solde — journalisé', params: idParamsSchema, body: payoutRefuseBodySchema, response: { 200: payoutViewSchema } },
    config: { access: 'admin', secondFactor: true, errors: ['conflict', 'two_factor_required'] },
  }, async (request) => payouts.refuse(adminActorOf(request), request.params.id, request.body.reason));
}
