import { z } from 'zod';
import { plainText } from './text.js';
import { defineMessages } from '../i18n/catalogue.js';

/** The right to leave: an archive of one's data, and the deletion of one's account after a grace period. */
export const myDataLimits = { exportDays: 7, exportsPerDay: 3, deletionGraceDays: 7 } as const;

export const myDataMessages = defineMessages('myDataMessages', {
  exportStarted: 'Votre archive est en préparation : un lien vous sera envoyé par e-mail dès qu’elle sera prête.',
  exportPending: 'Une archive est déjà en préparation.',
  exportsPerDay: 'Trois archives par jour au plus : réessayez demain.',
  exportGone: 'Cette archive a expiré ou n’existe pas : demandez-en une nouvelle.',
  passwordRequired: 'Entrez votre mot de passe pour confirmer',
  passwordWrong: 'Le mot de passe est incorrect',
  deletionRequested: (date: string) => `Votre compte sera supprimé le ${date}. Reconnectez-vous avant cette date pour annuler.`,
  deletionCancelled: 'La suppression de votre compte est annulée.',
  nothingToCancel: 'Aucune suppression de compte en attente.',
  accountNotFound: 'Compte introuvable',
  adminsCannot: 'Un administrateur ne supprime pas son compte ici : demandez à un autre administrateur de lui retirer ce rôle d’abord.',
  loginCancelledDeletion: 'Connexion réussie : la suppression de votre compte est annulée.',
} as const);

/** The landing page's parameter, just after a deletion request: the date it takes effect (ISO), said there. */
export const DELETION_NOTICE_PARAM = 'suppression';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;

/** An archive asked for: preparing, then ready to download until it expires. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  bytes: z.number().int().nullable(),
  /** Where to download it (the account that asked for it, signed in), once ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
/** GET /api/user/export: the latest archive asked for, if any. */
export const latestDataExportSchema = z.object({ latest: dataExportSchema.nullable() });
/** 202 of POST /api/user/export (and of the admin's). */
export const dataExportStartedSchema = z.object({ message: z.string(), export: dataExportSchema });

/** The archive's file: the account, then one section per kind of data, each a list of the database's rows. */
export const dataArchiveSchema = z.looseObject({ format: z.literal('kora-donnees-1'), about: z.string(), exportedAt: z.string(), account: z.record(z.string(), z.unknown()) });

/** POST /api/user/deletion: the password, and a creator's choice for their videos (deleted, or unpublished by default). */
export const accountDeletionBodySchema = z.object({
  password: plainText({ error: myDataMessages.passwordRequired }).min(1, { error: myDataMessages.passwordRequired }).max(256),
  deleteVideos: z.boolean().default(false),
});
export type AccountDeletionBody = z.input<typeof accountDeletionBodySchema>;
export const accountDeletionSchema = z.object({ message: z.string(), effectiveAt: z.string() });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
