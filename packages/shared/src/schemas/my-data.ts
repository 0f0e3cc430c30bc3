import { z } from 'zod';
import { plainText } from './text.js';
import { DATA_EXPORT_STATUSES, myDataMessages } from '../my-data-constants.js';

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
