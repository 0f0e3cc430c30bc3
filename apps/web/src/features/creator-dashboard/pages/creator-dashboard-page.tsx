import { creatorMessages } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Film, LayoutDashboard, Radio, ShieldX, Upload, UserRound, Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusScreen } from '../../../components/ui/status-screen';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { isProfileMissing, useCreatorProfile } from '../api/get-creator-profile';
import { creatorStatsQueryOptions } from '../api/get-creator-stats';
import { OverviewTab } from '../components/overview-tab';
import { ProfileCard } from '../components/profile-card';
import { VideosTab, type CreatorVideoListSlot } from '../components/videos-tab';
import { creatorDashboardTexts } from '../creator-dashboard-texts';
import { DASHBOARD_TABS, paramOfTab, tabFromParam, type DashboardTab } from '../dashboard-tabs';
import '../creator-dashboard.css';

// 'Revenus' (balances, payouts, the payout form) is its own chunk, fetched when the tab opens.
const EarningsTab = lazy(() => import('../components/earnings/earnings-tab'));

export interface CreatorDashboardPageProps {
  /** The creator's videos (the uploads feature's list), with the dashboard's actions under each. */
  videoList: CreatorVideoListSlot;
  /** The categories a video may be given when edited (the upload form's). */
  videoCategories: readonly string[];
  /** The Lives tab: the creator's lives and their status (the lives feature's). */
  lives: ReactNode;
  /** The Upload tab: the upload form and its follow-up (the uploads feature's). */
  upload: ReactNode;
}

const ICONS: Record<DashboardTab, ReactNode> = {
  apercu: <LayoutDashboard size={16} aria-hidden />,
  revenus: <Wallet size={16} aria-hidden />,
  videos: <Film size={16} aria-hidden />,
  lives: <Radio size={16} aria-hidden />,
  upload: <Upload size={16} aria-hidden />,
  profil: <UserRound size={16} aria-hidden />,
};

/** No creator profile (live-creators-admin.md §2, §8): 'Accès non autorisé', and the way to apply. */
function ProfileMissing() {
  const texts = creatorDashboardTexts.profileMissing;
  return (
    <StatusScreen
      icon={<ShieldX size={32} aria-hidden />}
      title={creatorMessages.profileMissing}
      actions={
        <>
          <ButtonLink to="/creator-application">{texts.apply}</ButtonLink>
          <ButtonLink to="/creator-status" variant="outline">
            {texts.follow}
          </ButtonLink>
        </>
      }
    >
      {texts.text}
    </StatusScreen>
  );
}

/**
 * /creator-dashboard (live-creators-admin.md §2): the badge 'Créateur approuvé' and the tabs Aperçu,
 * Revenus, Vidéos, Lives, Upload and Profil, the open tab kept in the URL (?tab=videos) so a reload or a
 * shared link reopens it. Without a creator profile: 'Accès non autorisé'. The Vidéos, Lives and
 * Upload contents come from other features, through the route that composes this page.
 */
export default function CreatorDashboardPage({ videoList, videoCategories, lives, upload }: CreatorDashboardPageProps) {
  const profile = useCreatorProfile();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromParam(search.get('tab'));

  // The figures are asked for with the profile rather than after it: one round trip less on 3G.
  useEffect(() => {
    if (tab === 'apercu') void queryClient.prefetchQuery(creatorStatsQueryOptions);
  }, [tab, queryClient]);

  if (profile.isError && isProfileMissing(profile.error)) return <ProfileMissing />;

  const changeTab = (next: DashboardTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const value = paramOfTab(next);
        if (value) params.set('tab', value);
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (profile.isPending) {
    body = (
      <div className="creator-dashboard__loading" aria-busy="true" aria-label={creatorDashboardTexts.loading}>
        <Skeleton width="12rem" height="1.5rem" />
        <Skeleton height="3rem" />
        <Skeleton height="14rem" />
      </div>
    );
  } else if (profile.isError) {
    body = (
      <div className="dashboard-message">
        <RetryMessage text={creatorDashboardTexts.loadFailed} onRetry={() => void profile.refetch()} />
      </div>
    );
  } else {
    const contents: Record<DashboardTab, ReactNode> = {
      apercu: <OverviewTab />,
      revenus: (
        <Suspense fallback={<Skeleton height="14rem" />}>
          <EarningsTab />
        </Suspense>
      ),
      videos: (
        <div className="creator-dashboard__narrow">
          <VideosTab list={videoList} categories={videoCategories} />
        </div>
      ),
      lives,
      upload: <div className="creator-dashboard__narrow">{upload}</div>,
      profil: <ProfileCard profile={profile.data} />,
    };
    const items: TabItem<DashboardTab>[] = DASHBOARD_TABS.map((key) => ({ key, label: creatorDashboardTexts.tabs[key], icon: ICONS[key], content: contents[key] }));
    body = (
      <>
        <div className="creator-dashboard__channel">
          <p className="creator-dashboard__name">{profile.data.businessName}</p>
          <Badge variant="success" data-testid="creator-approved-badge">
            <BadgeCheck size={14} aria-hidden /> {creatorDashboardTexts.approved}
          </Badge>
        </div>
        <Tabs label={creatorDashboardTexts.tabsLabel} value={tab} onChange={changeTab} items={items} />
      </>
    );
  }

  return (
    <main className="page creator-dashboard">
      <PageHeader title={creatorDashboardTexts.title} />
      {body}
    </main>
  );
}
