import { type AdminSettings, tierLabels } from '@kora/shared';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { adminSettingsTexts as t } from '../admin-settings-texts';
import { useAdminSettings } from '../api/get-admin-settings';

/** Each setting shown: its key (its name: adminSettingsTexts.settings; where it is set: the answer's sources) and its value in the page's language. */
const ROWS: Array<{ key: keyof typeof t.settings; value: (settings: AdminSettings) => string }> = [
  { key: 'maxUploadMb', value: (s) => t.megabytes(formatNumber(s.maxUploadMb)) },
  { key: 'defaultTier', value: (s) => tierLabels[s.defaultTier] },
  { key: 'creatorVideoReview', value: (s) => (s.creatorVideoReview ? t.enabled : t.disabled) },
];

/** The settings the server runs with (live-creators-admin.md §2, §9), read-only, each with where it is set. */
export function ServerSettings() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Skeleton height="9rem" />;
  if (settings.isError) return <RetryMessage text={t.loadFailed} onRetry={() => void settings.refetch()} />;
  return (
    <dl className="admin-settings__list">
      {ROWS.map((row) => (
        <div key={row.key} data-testid={`admin-setting-${row.key}`}>
          <dt>{t.settings[row.key]}</dt>
          <dd className="admin-settings__value">{row.value(settings.data)}</dd>
          <dd className="admin-settings__source">{t.setBy(settings.data.sources[row.key] ?? t.serverConfiguration)}</dd>
        </div>
      ))}
    </dl>
  );
}
