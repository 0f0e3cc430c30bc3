import { can, isGoLivePage, type User } from '@kora/shared';
import { NavLink } from '../../lib/router';

/** Accueil, Upload, Live and (for admins) Admin: the bar of creators and administrators. */
export function CreatorBar({ user }: { user: User }) {
  const links = [
    { to: '/', label: 'Accueil' },
    { to: '/upload', label: 'Envoyer' },
    { to: '/stream', label: 'Live' },
    ...(can(user, 'administer') ? [{ to: '/admin', label: 'Admin' }] : []),
  ];
  return (
    <nav className="creator-bar" aria-label="Espace créateur">
      {links.map((link) => (
        // /stream may use the camera: its document is loaded afresh, with its own Permissions-Policy.
        <NavLink key={link.to} to={link.to} end reloadDocument={isGoLivePage(link.to)} className="creator-bar__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
