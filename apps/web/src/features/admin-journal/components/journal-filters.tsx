import { type AdminAuditQuery } from '@kora/shared';
import { useEffect, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ACTION_LABELS, actionLabel } from '../journal-format';

export type JournalFilters = Pick<AdminAuditQuery, 'kind' | 'action' | 'q'>;

const KINDS = [
  { value: '', label: 'Tout' },
  { value: 'action', label: 'Actions' },
  { value: 'login', label: 'Connexions' },
] as const;

/** The actions offered for a kind of entry (sign-in outcomes under 'Connexions'), the one chosen kept even if unknown. */
function actionOptions(kind: JournalFilters['kind'], chosen: string | undefined): string[] {
  const known = Object.keys(ACTION_LABELS).filter((action) => !kind || action.startsWith('login.') === (kind === 'login'));
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
    <div className="journal-filters" role="search" aria-label="Filtrer le journal">
      <Field id={`${id}-q`} label="Rechercher">
        <Input id={`${id}-q`} type="search" value={text} placeholder="Administrateur, élément, adresse…" onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field id={`${id}-kind`} label="Type">
        <Select id={`${id}-kind`} value={filters.kind ?? ''} onChange={(event) => onChange({ kind: (event.target.value || undefined) as JournalFilters['kind'], action: undefined })}>
          {KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-action`} label="Action">
        <Select id={`${id}-action`} value={filters.action ?? ''} onChange={(event) => onChange({ action: event.target.value || undefined })}>
          <option value="">Toutes</option>
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
