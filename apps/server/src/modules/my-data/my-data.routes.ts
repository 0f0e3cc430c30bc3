import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DomainError } from '../../errors.js';
import {
  accountDeletionBodySchema,
  accountDeletionSchema,
  apiPaths,
  dataArchiveSchema,
  dataExportStartedSchema,
  idParamsSchema,
  latestDataExportSchema,
  messageSchema,
  myDataMessages,
} from '@kora/shared';
import { authOf } from '../../http/authenticate.js';
import type { SessionCookies } from '../../http/session-cookie.js';
import { mailDate } from '../../mail/mail-date.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { MyDataService } from './my-data.service.js';

interface Deps {
  myData: MyDataService;
  users: Pick<UsersRepository, 'findById'>;
  cookies: SessionCookies;
}
const tags = ['account'];

/** « Mes données »: my archive, my account's deletion; an admin's archive of a person on their request. */
export async function myDataRoutes(app: FastifyInstance, { myData, users, cookies }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(apiPaths.userExport, {
    schema: { tags, summary: 'Ma dernière archive de données (en préparation, prête, échouée)', response: { 200: latestDataExportSchema } },
    config: { access: 'user' },
  }, async (request) => {
    const { user } = authOf(request);
    return { latest: await myData.latestExport(user.id, user.id) };
  });

  r.post(apiPaths.userExport, {
    schema: { tags, summary: 'Préparer une archive de mes données (202 ; un lien arrive par e-mail) — trois par jour', response: { 202: dataExportStartedSchema } },
    config: { access: 'user', errors: ['conflict', 'rate_limited'] },
  }, async (request, reply) => {
    const { user } = authOf(request);
    return reply.status(202).send({ message: myDataMessages.exportStarted, export: await myData.requestExport(user, user, request.ip) });
  });

  r.get(apiPaths.userExportFile, {
    schema: { tags, summary: 'Le fichier d’une archive (JSON), pour le compte qui l’a demandée, jusqu’à son expiration', params: idParamsSchema, response: { 200: dataArchiveSchema } },
    config: { access: 'user', errors: ['not_found'] },
  }, async (request, reply) => {
    const { body, createdAt } = await myData.exportFile(authOf(request).user, request.params.id);
    return reply
      .header('content-disposition', `attachment; filename="kora-donnees-${createdAt.toISOString().slice(0, 10)}.json"`)
      .type('application/json; charset=utf-8')
      // The stored file is that JSON already: its bytes go as they are, not serialised again.
      .send(body as unknown as z.infer<typeof dataArchiveSchema>);
  });

  r.post(apiPaths.userDeletion, {
    schema: { tags, summary: 'Supprimer mon compte dans 7 jours (mot de passe) ; mes sessions se ferment ; me reconnecter annule', body: accountDeletionBodySchema, response: { 202: accountDeletionSchema } },
    config: { access: 'user', errors: ['wrong_current_password', 'forbidden'] },
  }, async (request, reply) => {
    const { user } = authOf(request);
    const effectiveAt = await myData.requestDeletion(user, request.body.password, request.body.deleteVideos, request.ip);
    cookies.clear(request, reply);
    return reply.status(202).send({ message: myDataMessages.deletionRequested(mailDate(effectiveAt)), effectiveAt: effectiveAt.toISOString() });
  });

  r.delete(apiPaths.userDeletion, {
    schema: { tags, summary: 'Annuler la suppression de mon compte', response: { 200: messageSchema } },
    config: { access: 'user', errors: ['not_found'] },
  }, async (request) => {
    if (!(await myData.cancelDeletion(authOf(request).user, request.ip))) throw notFound();
    return { message: myDataMessages.deletionCancelled };
  });

  r.get(apiPaths.adminUserExport, {
    schema: { tags: ['admin'], summary: 'La dernière archive des données de ce compte que j’ai préparée', params: idParamsSchema, response: { 200: latestDataExportSchema } },
    config: { access: 'admin' },
  }, async (request) => ({ latest: await myData.latestExport(request.params.id, authOf(request).user.id) }));

  r.post(apiPaths.adminUserExport, {
    schema: { tags: ['admin'], summary: 'Préparer l’archive des données d’un compte, à sa demande (202 ; téléchargeable par moi) — journalisé', params: idParamsSchema, response: { 202: dataExportStartedSchema } },
    config: { access: 'admin', errors: ['not_found', 'conflict', 'rate_limited'] },
  }, async (request, reply) => {
    const subject = await users.findById(request.params.id);
    if (!subject || subject.erasedAt) throw new DomainError('not_found', myDataMessages.accountNotFound);
    return reply.status(202).send({ message: myDataMessages.exportStarted, export: await myData.requestExport(authOf(request).user, subject, request.ip) });
  });
}

const notFound = () => new DomainError('not_found', myDataMessages.nothingToCancel);

