import { catalogueMessages } from '@kora/shared';
import { Bookmark, Crown, Home, Search, Sparkles } from 'lucide-react';
import { NavLink } from '../../lib/router';
import { appShellTexts } from './shell-texts';

interface BottomNavProps {
  searchOpen: boolean;
  onToggleSearch: () => void;
  /** Scrolls to the 'Ma liste' row. */
  onMyList: () => void;
  /** Opens the plan chooser. */
  onPremium: () => void;
  /** The alert dot on 'Premium' (not for those who already have premium or family). */
  premiumAlert: boolean;
  /** Where 'Créateur' goes: the application for simple users, the dashboard for creators and admins. */
  creatorTo: string;
  /** A kids profile: Accueil, Recherche and Ma liste only (nothing to create, nothing to buy). */
  kids: boolean;
}

/** The bottom navigation of viewer.md §2 Home: Accueil, Recherche, Ma liste, Créateur, Premium (with its alert dot). */
export function BottomNav({ searchOpen, onToggleSearch, onMyList, onPremium, premiumAlert, creatorTo, kids }: BottomNavProps) {
  return (
    <nav className="bottom-nav" aria-label={appShellTexts.mainNavigation}>
      <NavLink to="/" end className="bottom-nav__item">
        <Home size={22} aria-hidden />
        <span>{appShellTexts.home}</span>
      </NavLink>
      <button type="button" className="bottom-nav__item" aria-pressed={searchOpen} onClick={onToggleSearch}>
        <Search size={22} aria-hidden />
        <span>{appShellTexts.searchTab}</span>
      </button>
      <button type="button" className="bottom-nav__item" onClick={onMyList}>
        <Bookmark size={22} aria-hidden />
        <span>{catalogueMessages.rows.myList}</span>
      </button>
      {!kids && (
        <>
          <NavLink to={creatorTo} className="bottom-nav__item">
            <Sparkles size={22} aria-hidden />
            <span>{appShellTexts.creator}</span>
          </NavLink>
          <button type="button" className="bottom-nav__item" aria-haspopup="dialog" onClick={onPremium}>
            <span className="bottom-nav__icon">
              <Crown size={22} aria-hidden />
              {premiumAlert && <span className="bottom-nav__dot" data-testid="premium-dot" aria-hidden />}
            </span>
            <span>{appShellTexts.premium}</span>
          </button>
        </>
      )}
    </nav>
  );
}
