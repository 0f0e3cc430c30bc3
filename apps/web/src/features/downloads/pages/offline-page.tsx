import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DownloadsList } from '../components/downloads-list';
import { downloadsTexts } from '../downloads-texts';
import { offlineProfileId } from '../offline-profile';

/**
 * What the app opens on without a connection: the downloads kept on this phone of the profile last watching here
 * (nobody can ask the server who is watching now), to play or delete; none when no profile was seen here.
 */
export default function OfflinePage() {
  const [profileId] = useState(offlineProfileId);
  return (
    <main className="offline-screen" data-testid="offline-screen">
      <div className="icon-disc">
        <WifiOff size={28} aria-hidden />
      </div>
      <h1 className="offline-screen__title">{downloadsTexts.offline.title}</h1>
      <p className="downloads__note">{downloadsTexts.offline.note}</p>
      <DownloadsList profileId={profileId} />
      <Button variant="outline" onClick={() => window.location.reload()}>
        {downloadsTexts.offline.retry}
      </Button>
    </main>
  );
}
