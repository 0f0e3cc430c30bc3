import { type LiveStream } from '@kora/shared';
import { Globe, MonitorPlay, Plus, Radio } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { liveQueryOptions } from '../api/get-live';
import { useMyLives } from '../api/get-my-lives';
import { BrowserBroadcast } from '../components/browser-broadcast';
import { LiveBadge } from '../components/live-badge';
import { ObsSettings } from '../components/obs-settings';
import { formatViewers } from '../live-time';
import '../lives.css';
import '../go-live.css';

const signalNames = { waiting: "En attente de l'image", receiving: 'Image reçue', reconnecting: "Reconnexion de l'encodeur…" } as const;

/** While going live, what the ingest receives is asked for often: the creator waits for 'Image reçue'. */
const STATUS_POLL_MS = 5000;

/** Where the chosen live is: not started, on air (and what the ingest receives), with its viewers. */
function LiveStatus({ id }: { id: string }) {
  const live = useQuery({ ...liveQueryOptions(id), refetchInterval: STATUS_POLL_MS }).data;
  if (!live) return null;
  if (live.phase === 'scheduled') return <p className="go-live__status">Pas encore démarré : il démarre avec « Démarrer le direct » ou dès qu'OBS envoie l'image.</p>;
  if (live.phase === 'ended') return <p className="go-live__status">Ce live est terminé.</p>;
  return (
    <p className="go-live__status">
      <LiveBadge /> {live.signal ? signalNames[live.signal] : ''} · {formatViewers(live.viewerCount)}
    </p>
  );
}

/**
 * The two ways of going live with the chosen live. The browser's panel stays mounted (hidden) while
 * the OBS tab is open: a broadcast under way goes on.
 */
function GoLive({ live }: { live: LiveStream }) {
  const [tab, setTab] = useState<'browser' | 'obs'>('browser');
  return (
    <>
      <Tabs
        label="Façon de diffuser"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'browser', label: 'Depuis le navigateur', icon: <Globe size={16} aria-hidden />, content: <p className="go-live__hint">Votre caméra ou votre écran, sans rien installer. Idéal sur téléphone.</p> },
          { key: 'obs', label: 'Avec OBS', icon: <MonitorPlay size={16} aria-hidden />, content: <p className="go-live__hint">Un logiciel de diffusion (OBS, Streamlabs…) envoie l'image en RTMP.</p> },
        ]}
      />
      <div hidden={tab !== 'browser'}>
        <BrowserBroadcast key={live.id} live={live} />
      </div>
      {tab === 'obs' && <ObsSettings liveId={live.id} />}
    </>
  );
}

/**
 * /stream (creators and admins; its document may use the camera and microphone): pick one of my
 * approved lives, then go live from the browser (camera or screen) or with OBS (server and key).
 * ?live={id} preselects a live (the 'Diffuser' link of /live).
 */
export default function StreamPage() {
  const mine = useMyLives();
  const [search] = useSearchParams();
  const selectId = useId();
  const usable = (mine.data ?? []).filter((live) => live.status === 'approved' && live.phase !== 'ended');
  const [chosen, setChosen] = useState<string | null>(search.get('live'));
  const live = usable.find((item) => item.id === chosen) ?? usable[0];

  let body;
  if (mine.isPending) body = <Skeleton height="14rem" />;
  else if (mine.isError) body = <RetryMessage text="Vos lives n'ont pas pu être chargés." onRetry={() => void mine.refetch()} />;
  else if (!live) {
    body = (
      <Card className="go-live__empty">
        <Radio size={28} aria-hidden />
        <p>Aucun live approuvé à diffuser. Créez un live sur la page Lives : il pourra être diffusé une fois approuvé.</p>
        <ButtonLink to="/live">
          <Plus size={18} aria-hidden /> Créer un live
        </ButtonLink>
      </Card>
    );
  } else {
    body = (
      <>
        <Card className="go-live__choice">
          <label className="field__label" htmlFor={selectId}>
            Live à diffuser
          </label>
          <Select id={selectId} value={live.id} onChange={(event) => setChosen(event.target.value)}>
            {usable.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </Select>
          <LiveStatus id={live.id} />
        </Card>
        <GoLive live={live} />
      </>
    );
  }

  return (
    <main className="page go-live">
      <PageHeader title="Diffuser en direct" />
      {body}
    </main>
  );
}
