import { type AuthUser, can, effectiveTier, profileMessages, tierRank } from '@kora/shared';
import { Radio, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { useOpenPlanChooser } from '../../components/plan-chooser/plan-chooser-context';
import { Button, ButtonLink } from '../../components/ui/button';
import { ProfileModal } from '../../features/auth/components/profile-modal';
import { SearchResults } from '../../features/videos/components/search-results';
import { cx } from '../../lib/cx';
import { isKidsProfile } from '../../lib/kids-profile';
import { scrollToId } from '../../lib/motion';
import { profilePickerPath } from '../route-paths';
import { BottomNav } from './bottom-nav';
import { CreatorBar } from './creator-bar';
import { SearchBar } from './search-bar';
import { TopBar } from './top-bar';
import { useHomeSearch } from './use-home-search';
import { appShellTexts } from './shell-texts';
import './shell.css';

// Only a subscriber who opens the profile modal needs it.
const CancelSubscriptionButton = lazy(() => import('../../features/payments/components/cancel-subscription-button'));

interface HomeShellProps {
  user: AuthUser;
  /** Where the bottom navigation's 'Ma liste' scrolls (the row exists only with favourites; else the rows). */
  myListId: string;
  children: ReactNode;
}

/**
 * The frame of the signed-in home (viewer.md §2 Home): top bar with search and profile, the
 * creator bar and /test-live shortcut for creators and admins, the bottom navigation, the profile
 * modal. While a search is typed its results replace the page, which stays mounted underneath.
 * A kids profile gets a softer frame: no creator bar, no shortcut, no modal of the account, and a
 * bottom navigation without Créateur and Premium.
 */
export function HomeShell({ user, myListId, children }: HomeShellProps) {
  const search = useHomeSearch();
  const [profileOpen, setProfileOpen] = useState(false);
  const openPlanChooser = useOpenPlanChooser();
  const kids = isKidsProfile(user);
  const creator = can(user, 'create') && !kids;
  const navigate = useNavigate();

  const goToMyList = () => {
    search.close();
    // The hash asks for the row even when it is empty (it then says how to fill it).
    void navigate({ hash: myListId }, { replace: true });
    // After the rows are shown again (they are hidden while search results are on screen).
    window.setTimeout(() => scrollToId(myListId) || scrollToId('home-rows'), 50);
  };

  return (
    <div className={cx('shell', creator && 'shell--creator', kids && 'shell--kids')}>
      <div className="shell__bars">
        <TopBar user={user} kids={kids} searchOpen={search.open} onToggleSearch={search.toggle} onOpenProfile={() => setProfileOpen(true)} />
        {creator && <CreatorBar user={user} />}
        {search.open && <SearchBar value={search.text} onChange={search.setText} onClose={search.close} />}
      </div>
      <main className="shell__main">
        {search.query && <SearchResults query={search.query} />}
        <div hidden={Boolean(search.query)}>{children}</div>
        {!kids && (
          <p className="shell__footer">
            <Link to="/clear-session" className="shell__discreet-link">
              {appShellTexts.resetSession}
            </Link>
          </p>
        )}
      </main>
      {creator && (
        // /test-live uses the camera: its document is loaded afresh, with its own Permissions-Policy.
        <Link to="/test-live" reloadDocument className="fab" aria-label={appShellTexts.testLive}>
          <Radio size={24} aria-hidden />
        </Link>
      )}
      <BottomNav
        searchOpen={search.open}
        onToggleSearch={search.toggle}
        onMyList={goToMyList}
        onPremium={openPlanChooser}
        // Premium and family subscribers have nothing more to be asked to take.
        premiumAlert={tierRank(effectiveTier(user)) < tierRank('premium')}
        // viewer.md §2 sends 'Créateur' to /creator-application; one who is a creator already goes to their dashboard.
        creatorTo={creator ? '/creator-dashboard' : '/creator-application'}
        kids={kids}
      />
      {!kids && (
        <ProfileModal
          user={user}
          open={profileOpen}
          onClose={() => setProfileOpen(false)}
          onUpgrade={openPlanChooser}
          cancelAction={
            <Suspense fallback={<Button variant="outline" block disabled>{appShellTexts.cancelSubscription}</Button>}>
              <CancelSubscriptionButton />
            </Suspense>
          }
          switchProfile={
            <ButtonLink to={profilePickerPath} variant="ghost" block className="profile-modal__item">
              <Users size={18} aria-hidden /> {profileMessages.switchProfile}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
