import type { AdminAuditEntry } from '@kora/shared';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { adminJournalTexts as t } from '../admin-journal-texts';
import { actionLabel, changeLines, changeText, shortUserAgent, targetText } from '../journal-format';

/** A refused or blocked sign-in stands out. */
const isRefusedSignIn = (entry: AdminAuditEntry) => entry.kind === 'login' && entry.action !== 'login.success';

/** What else an action kept that admins read: the reason given. */
function reasonOf(entry: AdminAuditEntry): string | null {
  const reason = entry.details?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * One line of the journal: what happened (in the page's language), who, on which item, what changed (before →
 * after), when and from which address (and browser, for a sign-in).
 */
export function JournalEntry({ entry }: { entry: AdminAuditEntry }) {
  const target = targetText(entry.targetType, entry.targetId, entry.targetLabel);
  const changes = changeLines(entry.before, entry.after);
  const reason = reasonOf(entry);
  const browser = shortUserAgent(entry.userAgent);
  return (
    <li data-testid="journal-entry" data-kind={entry.kind} data-action={entry.action}>
      <Card className="journal-entry">
        <p className="journal-entry__head">
          <strong className="journal-entry__what">{actionLabel(entry.action)}</strong>
          <Badge variant={isRefusedSignIn(entry) ? 'danger' : entry.kind === 'login' ? 'outline' : 'default'}>{entry.kind === 'login' ? t.login : t.action}</Badge>
        </p>
        <p className="journal-entry__who">
          <span className="journal-entry__key">{t.by}</span> {entry.adminLabel}
        </p>
        {target && (
          <p className="journal-entry__target">
            <span className="journal-entry__key">{t.on}</span> {target}
          </p>
        )}
        {changes.length > 0 && (
          <ul className="journal-entry__changes" aria-label={t.changes}>
            {changes.map((line) => (
              <li key={line.field}>{changeText(line)}</li>
            ))}
          </ul>
        )}
        {reason && <p className="journal-entry__reason">{t.reason(reason)}</p>}
        <p className="journal-entry__meta">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          <span>{t.from(entry.ip ?? t.unknownAddress)}</span>
          {browser && <span className="journal-entry__browser">{browser}</span>}
        </p>
      </Card>
    </li>
  );
}
