import type { AuthUser } from '@kora/shared';
import { Search, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ProfileAvatar } from '../../features/profiles/components/profile-avatar';
import { Link } from '../../lib/router';
import { notificationsPath, profilePickerPath } from '../route-paths';
import { appShellTexts } from './shell-texts';

interface TopBarProps {
  user: AuthUser;
  /** A kids profile is watching: no bell, and its avatar leads to « Qui regarde ? », not to the account. */
  kids: boolean;
  searchOpen: boolean;
  onToggleSearch: () => void;
  onOpenProfile: () => void;
}

/**
 * Logo, search toggle, the notifications' bell (not for a kids profile) and the profile watching (its avatar and
 * name): for an adult profile, the button of the profile modal (the account, « Changer de profil »); for a kids
 * profile, a link to « Qui regarde ? » only.
 */
export function TopBar({ user, kids, searchOpen, onToggleSearch, onOpenProfile }: TopBarProps) {
  const { profile } = user;
  const face = (
    <>
      <ProfileAvatar profile={profile} size={32} />
      <span className="top-bar__profile-name">{profile.name}</span>
    </>
  );
  return (
    <header className="top-bar">
      <Logo />
      <div className="top-bar__actions">
        <button type="button" className="icon-button" aria-label={appShellTexts.search} aria-expanded={searchOpen} aria-controls="home-search" onClick={onToggleSearch}>
          {searchOpen ? <X size={22} aria-hidden /> : <Search size={22} aria-hidden />}
        </button>
        {!kids && <NotificationBell to={notificationsPath} />}
        {kids ? (
          <Link to={profilePickerPath} className="top-bar__profile" aria-label={appShellTexts.switchFrom(profile.name)}>
            {face}
          </Link>
        ) : (
          <button type="button" className="top-bar__profile" aria-label={appShellTexts.profile(profile.name)} aria-haspopup="dialog" onClick={onOpenProfile}>
            {face}
          </button>
        )}
      </div>
    </header>
  );
}
