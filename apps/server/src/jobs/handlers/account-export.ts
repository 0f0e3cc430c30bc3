import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, pathTo } from '@kora/shared';
import { z } from 'zod';
import { buildArchive } from '../../modules/my-data/data-archive.js';
import { createDataExportsRepository } from '../../modules/my-data/data-exports.repository.js';
import { exportReadyMail } from '../../modules/my-data/my-data-mail.js';
import { createUsersRepository } from '../../modules/users/users.repository.js';
import { defineJob, type JobWorkerDeps } from '../job.js';

/**
 * Prepares a data archive: every section of the person's data read in one snapshot, written as JSON into media
 * storage (`exports/<id>/…`), the row marked ready (once: a retried run finds it settled and sends nothing), and the
 * link mailed to whoever asked for it. Given up on, the archive says 'failed' and the person may ask again.
 */
export const accountExportJob = defineJob({
  payload: z.object({ exportId: z.uuid() }),
  options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  worker: ({ db, storage, scratchDir, messengers, config }: JobWorkerDeps) => {
    const exports = createDataExportsRepository(db);
    const users = createUsersRepository(db);
    return {
      async handler({ exportId }) {
        const row = await exports.find(exportId);
        if (row?.status !== 'preparing') return;
        const archive = await buildArchive(db, row.userId, new Date());
        const file = path.join(scratchDir, `export-${randomUUID()}.json`);
        await fs.mkdir(scratchDir, { recursive: true });
        await fs.writeFile(file, JSON.stringify(archive, null, 2));
        const bytes = (await fs.stat(file)).size;
        const storageKey = `exports/${exportId}/kora-donnees.json`;
        await storage.putFile(storageKey, file);
        if (!(await exports.settle(exportId, { status: 'ready', storageKey, bytes }))) return;
        const requester = await users.findById(row.requestedBy);
        if (requester) {
          const link = `${config.publicUrl}${pathTo(apiPaths.userExportFile, { id: exportId })}`;
          await messengers.mailer.send(exportReadyMail(requester, link, row.expiresAt, requester.id !== row.userId));
        }
      },
      onGaveUp: async ({ exportId }) => {
        await exports.settle(exportId, { status: 'failed' });
      },
    };
  },
});
