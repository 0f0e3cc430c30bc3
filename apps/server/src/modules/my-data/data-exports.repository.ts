import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The data archives asked for (the my-data module and the export job write them). */
export function createDataExportsRepository(db: DbExecutor) {
  return {
    async insert(row: { userId: string; requestedBy: string; expiresAt: Date }): Promise<DataExportRow> {
      const [inserted] = await db.insert(dataExports).values(row).returning();
      if (!inserted) throw new Error('data export not inserted');
      return inserted;
    },
    async find(id: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },
    /** The latest archive of `userId` that `requestedBy` asked for. */
    async latest(userId: string, requestedBy: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(and(eq(dataExports.userId, userId), eq(dataExports.requestedBy, requestedBy))).orderBy(desc(dataExports.createdAt)).limit(1);
      return row;
    },
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(dataExports).where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
      return row?.n ?? 0;
    },
    async preparingFor(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing'))).limit(1);
      return row;
    },
    /** Settles a preparing archive (once: a retried job finds it settled). */
    async settle(id: string, outcome: { status: 'ready'; storageKey: string; bytes: number } | { status: 'failed' }): Promise<boolean> {
      const settled = await db.update(dataExports).set(outcome).where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing'))).returning({ id: dataExports.id });
      return settled.length === 1;
    },
    /** Removes the archives expired at `now`, answering their files' keys. */
    async removeExpired(now: Date): Promise<string[]> {
      const removed = await db.delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ key: dataExports.storageKey });
      return removed.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}
export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
