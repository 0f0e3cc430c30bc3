import { toastMessages } from '@kora/shared';
import { Download } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminUsersTexts as t } from '../admin-users-texts';
import { usePrepareUserDataExport, useUserDataExport } from '../api/user-data-export';

/**
 * A person asked for their data through support: the admin prepares the archive (journaled), downloads it here once
 * ready (for seven days), and sends it to them.
 */
export function UserDataExport({ userId }: { userId: string }) {
  const latest = useUserDataExport(userId).data?.latest;
  const prepare = usePrepareUserDataExport(userId);
  return (
    <section className="admin-users__export" aria-label={t.personalData}>
      <h3 className="admin-users__export-title">{t.personalData}</h3>
      {latest?.status === 'preparing' && <p role="status">{t.archivePreparing}</p>}
      {latest?.downloadUrl && (
        <a className={buttonClass({ variant: 'secondary' })} href={latest.downloadUrl} download>
          <Download size={16} aria-hidden /> {t.downloadArchive(formatDate(latest.expiresAt))}
        </a>
      )}
      {latest?.status !== 'preparing' && (
        <Button
          variant="ghost"
          loading={prepare.isPending}
          onClick={() => prepare.mutate(undefined, { onError: (error) => toast({ title: toastMessages.errorTitle, description: error.message, variant: 'destructive' }) })}
        >
          {t.prepareArchive}
        </Button>
      )}
    </section>
  );
}
