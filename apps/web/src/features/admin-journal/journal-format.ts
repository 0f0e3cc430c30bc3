import { ageRatingLabels, type AgeRating, tierLabels, type Tier } from '@kora/shared';
import { adminJournalTexts as t } from './admin-journal-texts';

/*
 * The journal in the page's language: what each known action is called, what each field is called, and a
 * compact "before → after" of what an action changed (the words: admin-journal-texts.ts). Every action the
 * server writes has its label; a field not listed there is shown by its own name.
 */

/** A group's label for `key`, if the group has one (never a property every object inherits). */
function labelIn(group: object, key: string): string | undefined {
  return Object.hasOwn(group, key) ? (group as Readonly<Record<string, string>>)[key] : undefined;
}

/** The actions admins read (sign-in outcomes under 'Connexions'), in the order the filter offers them. */
export function journalActions(): string[] {
  return Object.keys(t.actions);
}

/** "Vidéo bloquée" for 'video.block'; an unknown action keeps its own name. */
export function actionLabel(action: string): string {
  return labelIn(t.actions, action) ?? action;
}

/** "Vidéo « Le fleuve »": the kind of item and what it is called (its id when it has no name). */
export function targetText(targetType: string | null, targetId: string | null, targetLabel: string | null): string | null {
  if (!targetType && !targetId) return null;
  const kind = targetType ? (labelIn(t.targets, targetType) ?? targetType) : t.element;
  return targetLabel ? t.target(kind, targetLabel) : `${kind} ${targetId ?? ''}`.trim();
}

const TIER_FIELDS = new Set(['requiredTier', 'subscriptionTier']);
const MAX_VALUE = 60;

/** One field's value, short and in the page's language: oui/non, a tier's name, an age rating's words, a status, '—' for nothing. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && TIER_FIELDS.has(field) && value in tierLabels) return tierLabels[value as Tier];
  if (typeof value === 'string' && field === 'ageRating' && value in ageRatingLabels) return ageRatingLabels[value as AgeRating].long;
  const text = typeof value === 'string' ? (labelIn(t.values, value) ?? value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One changed field: its name, and its value before and after (null: absent on that side). */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * What an action changed, field by field in the order the action wrote them: both sides for an
 * edit (fields that did not change are left out), the 'after' alone for a creation, the 'before'
 * alone for a deletion.
 */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !before || !after || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: labelIn(t.fields, field) ?? field,
      before: before ? formatValue(field, before[field]) : null,
      after: after ? formatValue(field, after[field]) : null,
    }));
}

/** "Statut : en attente → approuvé"; one side alone for a creation or a deletion. */
export function changeText(line: ChangeLine): string {
  if (line.before !== null && line.after !== null) return t.change(line.field, line.before, line.after);
  return t.changeOneSide(line.field, line.after ?? line.before ?? '—');
}

/** The browser of a sign-in, short enough for a phone's line ('Firefox 128 · Android'-like text is kept as sent). */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  return userAgent.length > 80 ? `${userAgent.slice(0, 79)}…` : userAgent;
}
