import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminAuditEntry, type AdminAuditPage, type AdminAuditQuery } from '@kora/shared';
import type { DbExecutor } from '../../db/client.js';

/** The query once parsed (the page defaulted). */
export type JournalQuery = Omit<AdminAuditQuery, 'page'> & { page: number };

interface JournalRow extends Record<string, unknown> {
  kind: 'action' | 'login';
  id: string;
  at: Date | string;
  admin_id: string | null;
  admin_name: string | null;
  admin_email: string | null;
  typed_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
}

/** `%text%` for ILIKE, the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The row of `table` a target names, when it is of `type` and its id a uuid (an index lookup per entry). */
const targetOf = (type: string) => sql`(case when e.target_type = ${type} and e.target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then e.target_id::uuid end)`;

/**
 * The entries of the journal, newest first, before paging: admin actions (`admin_actions`, written
 * by modules/audit) and admin sign-in attempts (`admin_login_audit`, written by modules/auth),
 * each with its admin's name and e-mail and what its target is called now (a video's or live's
 * title, a user's e-mail, a channel's name), else what the entry itself kept of it (an item since
 * deleted). A read-only reporting query over those owners' tables, like the creator stats: the
 * journal is one sorted, filtered, paged list, which only PostgreSQL can merge cheaply.
 */
function journalEntries({ kind, action, q }: JournalQuery): SQL {
  const branches: SQL[] = [];
  if (kind !== 'login') {
    branches.push(sql`
      select 'action' as kind, a.id, a.created_at as at, a.admin_id, a.action, a.target_type, a.target_id,
             a.before, a.after, a.details, a.ip, null::text as user_agent, null::text as typed_email
      from admin_actions a
      ${action ? sql`where a.action = ${action}` : sql``}`);
  }
  if (kind !== 'action') {
    branches.push(sql`
      select 'login' as kind, l.id, l.created_at as at, l.user_id as admin_id, 'login.' || l.outcome as action, null::text as target_type,
             null::text as target_id, null::jsonb as before, null::jsonb as after, null::jsonb as details, l.ip, l.user_agent, l.email as typed_email
      from admin_login_audit l
      ${action ? sql`where ('login.' || l.outcome) = ${action} or l.outcome = ${action}` : sql``}`);
  }
  const pattern = q ? containing(q) : undefined;
  return sql`
    with entries as (${sql.join(branches, sql` union all `)}),
    labelled as (
      select e.kind, e.kind || ':' || e.id as id, e.id as seq, e.at, e.admin_id, e.action, e.target_type, e.target_id,
             e.before, e.after, e.details, e.ip, e.user_agent, e.typed_email,
             nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as admin_name,
             u.email as admin_email,
             coalesce(v.title, tu.email, ls.title, ca.business_name,
                      e.before ->> 'title', e.after ->> 'title', e.details ->> 'title', e.before ->> 'email', e.details ->> 'email', e.details ->> 'businessName',
                      e.before ->> 'name', e.after ->> 'name') as target_label
      from entries e
      left join users u on u.id = e.admin_id
      left join videos v on v.id = ${targetOf('video')}
      left join users tu on tu.id = ${targetOf('user')}
      left join live_streams ls on ls.id = ${targetOf('live')}
      left join creator_applications ca on ca.id = ${targetOf('creator_application')}
    )
    select * from labelled
    ${pattern
      ? sql`where admin_email ilike ${pattern} or admin_name ilike ${pattern} or typed_email ilike ${pattern}
             or target_id ilike ${pattern} or target_label ilike ${pattern} or ip ilike ${pattern}`
      : sql``}`;
}

/** "Name (e-mail)": for a sign-in, the e-mail typed. */
function adminLabelOf(row: JournalRow): string {
  const email = row.kind === 'login' ? row.typed_email : row.admin_email;
  if (row.admin_name && email) return `${row.admin_name} (${email})`;
  return email ?? row.admin_name ?? 'Compte supprimé';
}

function toEntry(row: JournalRow): AdminAuditEntry {
  return {
    id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    adminId: row.admin_id,
    adminLabel: adminLabelOf(row),
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    before: row.before,
    after: row.after,
    details: row.details,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/** One page of the journal (GET /api/admin/audit), newest first, and how many entries match. */
export async function readAdminJournal(db: DbExecutor, query: JournalQuery): Promise<AdminAuditPage> {
  const entries = journalEntries(query);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const page = await db.execute<JournalRow>(sql`${entries} order by at desc, kind, seq desc limit ${ADMIN_PAGE_SIZE} offset ${offset}`);
  const counted = await db.execute<{ total: number }>(sql`select count(*)::int as total from (${entries}) matching`);
  return { items: page.rows.map(toEntry), total: counted.rows[0]?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}
