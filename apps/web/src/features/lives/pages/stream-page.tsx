import { liveServerMessages, type LiveStream } from '@kora/shared';
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
import { livesGoLiveTexts } from '../go-live-texts';
import { formatViewers } from '../live-time';
import { livesTexts } from '../lives-texts';
import '../lives.css';
import '../go-live.css';

/** While going live, what the ingest receives is asked for often: the creator waits for 'Image reçue'. */
const STATUS_POLL_MS = 5000;

/** Where the chosen live is: not started, on air (and what the ingest receives), with its viewers. */
function LiveStatus({ id }: { id: string }) {
  const live = useQuery({ ...liveQueryOptions(id), refetchInterval: STATUS_POLL_MS }).data;
  if (!live) return null;
  if (live.phase === 'scheduled') return <p className="go-live__status">{livesGoLiveTexts.notStarted}</p>;
  if (live.phase === 'ended') return <p className="go-live__status">{liveServerMessages.alreadyEnded}</p>;
  return (
    <p className="go-live__status">
      <LiveBadge /> {live.signal ? livesGoLiveTexts.signals[live.signal] : ''} · {formatViewers(live.viewerCount)}
    </p>
  );
}

/**
 * The two ways of going live with the chosen live. The browser's panel stays mounted (hidden) while
 * the OBS tab is open: a broadcast under way goes on.
 */
function GoLive({ live }: { live: LiveStream }) {
  const [tab, setTab] = useState<'browser' | 'obs'>('browser');
  const ways = livesGoLiveTexts.ways;
  return (
    <>
      <Tabs
        label={ways.label}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'browser', label: ways.browser, icon: <Globe size={16} aria-hidden />, content: <p className="go-live__hint">{ways.browserHint}</p> },
          { key: 'obs', label: ways.obs, icon: <MonitorPlay size={16} aria-hidden />, content: <p className="go-live__hint">{ways.obsHint}</p> },
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
  else if (mine.isError) body = <RetryMessage text={livesGoLiveTexts.loadFailed} onRetry={() => void mine.refetch()} />;
  else if (!live) {
    body = (
      <Card className="go-live__empty">
        <Radio size={28} aria-hidden />
        <p>{livesGoLiveTexts.noneApproved}</p>
        <ButtonLink to="/live">
          <Plus size={18} aria-hidden /> {livesTexts.createLive}
        </ButtonLink>
      </Card>
    );
  } else {
    body = (
      <>
        <Card className="go-live__choice">
          <label className="field__label" htmlFor={selectId}>
            {livesGoLiveTexts.chooseLive}
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
      <PageHeader title={livesGoLiveTexts.pageTitle} />
      {body}
    </main>
  );
}
