import { isCreatorOrAdmin, type User } from '@kora/shared';
import { Radio } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ProfileModal } from '../../features/auth/components/profile-modal';
import { cx } from '../../lib/cx';
import { BottomNav } from './bottom-nav';
import { CreatorBar } from './creator-bar';
import { SearchBar } from './search-bar';
import { TopBar } from './top-bar';
import './shell.css';

/**
 * The frame of the signed-in home (viewer.md §2 Home): top bar with search and profile, the
 * creator bar and /test-live shortcut for creators and admins, the bottom navigation, the profile modal.
 */
export function HomeShell({ user, children }: { user: User; children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const creator = isCreatorOrAdmin(user);
  const toggleSearch = () => setSearchOpen((open) => !open);

  return (
    <div className={cx('shell', creator && 'shell--creator')}>
      <div className="shell__bars">
        <TopBar user={user} searchOpen={searchOpen} onToggleSearch={toggleSearch} onOpenProfile={() => setProfileOpen(true)} />
        {creator && <CreatorBar user={user} />}
        {searchOpen && <SearchBar />}
      </div>
      <main className="shell__main">
        {children}
        <p className="shell__footer">
          <Link to="/clear-session" className="shell__discreet-link">
            Réinitialiser la session
          </Link>
        </p>
      </main>
      {creator && (
        <Link to="/test-live" className="fab" aria-label="Tester un live">
          <Radio size={24} aria-hidden />
        </Link>
      )}
      <BottomNav searchOpen={searchOpen} onToggleSearch={toggleSearch} />
      <ProfileModal user={user} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
