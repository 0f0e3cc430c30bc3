import { type AdminSettings, tierLabels } from '@kora/shared';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useAdminSettings } from '../api/get-admin-settings';

/** Each setting shown: its name, its value in French, and the key of where it is set. */
const ROWS: Array<{ key: keyof AdminSettings & string; label: string; value: (settings: AdminSettings) => string }> = [
  { key: 'maxUploadMb', label: 'Taille maximale d’un envoi', value: (s) => `${formatNumber(s.maxUploadMb)} Mo` },
  { key: 'defaultTier', label: 'Niveau des nouveaux comptes', value: (s) => tierLabels[s.defaultTier] },
  { key: 'creatorVideoReview', label: 'Validation des vidéos des créateurs', value: (s) => (s.creatorVideoReview ? 'Activée' : 'Désactivée') },
];

/** The settings the server runs with (live-creators-admin.md §2, §9), read-only, each with where it is set. */
export function ServerSettings() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Skeleton height="9rem" />;
  if (settings.isError) return <RetryMessage text="Les paramètres n'ont pas pu être chargés." onRetry={() => void settings.refetch()} />;
  return (
    <dl className="admin-settings__list">
      {ROWS.map((row) => (
        <div key={row.key} data-testid={`admin-setting-${row.key}`}>
          <dt>{row.label}</dt>
          <dd className="admin-settings__value">{row.value(settings.data)}</dd>
          <dd className="admin-settings__source">Réglé par : {settings.data.sources[row.key] ?? 'la configuration du serveur'}</dd>
        </div>
      ))}
    </dl>
  );
}
