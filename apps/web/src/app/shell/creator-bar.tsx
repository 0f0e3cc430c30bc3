import { can, isGoLivePage, type User } from '@kora/shared';
import { NavLink } from '../../lib/router';
import { appShellTexts } from './shell-texts';

/** Accueil, Upload, Live and (for admins) Admin: the bar of creators and administrators. */
export function CreatorBar({ user }: { user: User }) {
  const links = [
    { to: '/', label: appShellTexts.home },
    { to: '/upload', label: appShellTexts.upload },
    { to: '/stream', label: appShellTexts.live },
    ...(can(user, 'administer') ? [{ to: '/admin', label: appShellTexts.admin }] : []),
  ];
  return (
    <nav className="creator-bar" aria-label={appShellTexts.creatorSpace}>
      {links.map((link) => (
        // /stream may use the camera: its document is loaded afresh, with its own Permissions-Policy.
        <NavLink key={link.to} to={link.to} end reloadDocument={isGoLivePage(link.to)} className="creator-bar__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
