import { WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DownloadsList } from '../components/downloads-list';

/** What the app opens on without a connection: the downloads kept on this phone, to play or delete. */
export default function OfflinePage() {
  return (
    <main className="offline-screen" data-testid="offline-screen">
      <div className="icon-disc">
        <WifiOff size={28} aria-hidden />
      </div>
      <h1 className="offline-screen__title">Vous êtes hors ligne</h1>
      <p className="downloads__note">Vos téléchargements restent disponibles sur cet appareil.</p>
      <DownloadsList />
      <Button variant="outline" onClick={() => window.location.reload()}>
        Réessayer la connexion
      </Button>
    </main>
  );
}
