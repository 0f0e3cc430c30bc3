import { type AdminAuditQuery } from '@kora/shared';
import { useEffect, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminJournalTexts as t } from '../admin-journal-texts';
import { actionLabel, journalActions } from '../journal-format';

export type JournalFilters = Pick<AdminAuditQuery, 'kind' | 'action' | 'q'>;

/** The kinds of entry, by their words' key in the catalogue ('' is every entry). */
const KINDS = [
  { value: '', key: 'all' },
  { value: 'action', key: 'action' },
  { value: 'login', key: 'login' },
] as const;

/** The actions offered for a kind of entry (sign-in outcomes under 'Connexions'), the one chosen kept even if unknown. */
function actionOptions(kind: JournalFilters['kind'], chosen: string | undefined): string[] {
  const known = journalActions().filter((action) => !kind || action.startsWith('login.') === (kind === 'login'));
  return chosen && !known.includes(chosen) ? [chosen, ...known] : known;
}

/**
 * The journal's filters: the kind of entry, the action (or sign-in outcome), and a search over the
 * admin, the item and the address (sent once typing pauses).
 */
export function JournalFiltersBar({ filters, onChange }: { filters: JournalFilters; onChange: (changes: Partial<JournalFilters>) => void }) {
  const id = useId();
  const [text, setText] = useState(filters.q ?? '');
  const typed = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if (typed !== (filters.q ?? '')) onChange({ q: typed || undefined });
  }, [typed, filters.q, onChange]);

  return (
    <div className="journal-filters" role="search" aria-label={t.filters}>
      <Field id={`${id}-q`} label={t.search}>
        <Input id={`${id}-q`} type="search" value={text} placeholder={t.searchPlaceholder} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field id={`${id}-kind`} label={t.type}>
        <Select id={`${id}-kind`} value={filters.kind ?? ''} onChange={(event) => onChange({ kind: (event.target.value || undefined) as JournalFilters['kind'], action: undefined })}>
          {KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {t.kinds[kind.key]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-action`} label={t.action}>
        <Select id={`${id}-action`} value={filters.action ?? ''} onChange={(event) => onChange({ action: event.target.value || undefined })}>
          <option value="">{t.allActions}</option>
          {actionOptions(filters.kind, filters.action).map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
