import { useEffect } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useRefreshStored } from '../api/use-stored-downloads';
import { DownloadsList } from '../components/downloads-list';
import { syncDownloads } from '../sync-downloads';

/** /downloads: my downloads on this phone, with the space they use; online, renewed or removed as the server says. */
export default function DownloadsPage() {
  const refresh = useRefreshStored();
  useEffect(() => {
    void syncDownloads({ force: true }).then((changed) => (changed ? refresh() : undefined));
  }, [refresh]);
  return (
    <main className="page offline-screen">
      <PageHeader title="Mes téléchargements" />
      <DownloadsList />
    </main>
  );
}
