import type { User } from '@kora/shared';
import { Search, X } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { UserAvatar } from '../../features/auth/components/user-avatar';

interface TopBarProps {
  user: User;
  searchOpen: boolean;
  onToggleSearch: () => void;
  onOpenProfile: () => void;
}

/** Logo, search toggle and profile button. */
export function TopBar({ user, searchOpen, onToggleSearch, onOpenProfile }: TopBarProps) {
  return (
    <header className="top-bar">
      <Logo />
      <div className="top-bar__actions">
        <button type="button" className="icon-button" aria-label="Rechercher" aria-expanded={searchOpen} aria-controls="home-search" onClick={onToggleSearch}>
          {searchOpen ? <X size={22} aria-hidden /> : <Search size={22} aria-hidden />}
        </button>
        <button type="button" className="icon-button top-bar__profile" aria-label="Profil" aria-haspopup="dialog" onClick={onOpenProfile}>
          <UserAvatar user={user} size={32} />
        </button>
      </div>
    </header>
  );
}
