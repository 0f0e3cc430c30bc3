import { useEffect } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useRefreshStored } from '../api/use-stored-downloads';
import { DownloadsList } from '../components/downloads-list';
import { downloadsTexts } from '../downloads-texts';
import { syncDownloads } from '../sync-downloads';

/**
 * /downloads: the watching profile's downloads on this phone (`profileId`, the signed-in user's active profile), with
 * the space they use; online, renewed or removed as the server says.
 */
export default function DownloadsPage({ profileId }: { profileId: string }) {
  const refresh = useRefreshStored();
  useEffect(() => {
    void syncDownloads({ force: true, profileId }).then((changed) => (changed ? refresh() : undefined));
  }, [profileId, refresh]);
  return (
    <main className="page offline-screen">
      <PageHeader title={downloadsTexts.myDownloads} />
      <DownloadsList profileId={profileId} />
    </main>
  );
}
