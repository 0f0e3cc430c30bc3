import { ADMIN_AUDIT_KINDS, type AdminAuditEntry } from '@kora/shared';
import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/router';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPager } from '../../../components/admin/admin-pager';
import { type AuditQuery, useAdminAudit } from '../api/get-admin-audit';
import { adminJournalTexts as t } from '../admin-journal-texts';
import { JournalEntry } from '../components/journal-entry';
import { type JournalFilters, JournalFiltersBar } from '../components/journal-filters';
import '../admin-journal.css';

type Kind = (typeof ADMIN_AUDIT_KINDS)[number];
const isKind = (value: string | null): value is Kind => ADMIN_AUDIT_KINDS.includes(value as Kind);

/** The journal's filters and page, kept in the address (?kind=&action=&q=&page=) so a reload or a link keeps them. */
function useJournalQuery() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const query: AuditQuery = {
    kind: isKind(kind) ? kind : undefined,
    action: params.get('action') || undefined,
    q: params.get('q') || undefined,
    page: Math.max(1, Math.trunc(Number(params.get('page'))) || 1),
  };
  /** New filters start again at page 1; a new page keeps the filters. */
  const update = useCallback(
    (changes: Partial<JournalFilters> & { page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          if (changes.page === undefined) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { query, update };
}

/**
 * 'Journal': every admin sign-in and every admin action of every section, newest first,
 * filterable by kind, action and text, 20 a page — who, what, on which item, before → after, when,
 * from which address.
 */
export default function AdminJournalPage() {
  const { query, update } = useJournalQuery();
  const journal = useAdminAudit(query);
  const onFilters = useCallback((changes: Partial<JournalFilters>) => update(changes), [update]);
  const filtered = Boolean(query.kind || query.action || query.q);

  return (
    <section className="admin__section" aria-labelledby="admin-journal-title">
      <h2 id="admin-journal-title" className="admin__title">
        {t.title}
      </h2>
      <JournalFiltersBar filters={query} onChange={onFilters} />
      {journal.data && (
        <p className="journal__count" aria-live="polite">
          {journal.data.total === 0 ? '' : t.count(journal.data.total)}
        </p>
      )}
      <AdminList<AdminAuditEntry> query={journal} empty={filtered ? t.emptyFiltered : t.empty}>
        {(entry) => <JournalEntry key={entry.id} entry={entry} />}
      </AdminList>
      {journal.data && <AdminPager page={journal.data.page} pageSize={journal.data.pageSize} total={journal.data.total} onPage={(page) => update({ page })} />}
    </section>
  );
}
