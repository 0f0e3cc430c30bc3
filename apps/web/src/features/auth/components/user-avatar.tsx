import type { User } from '@kora/shared';

function initials(user: User): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** The profile picture, or the initials on the accent colour. Decorative: the name is always written beside it. */
export function UserAvatar({ user, size = 40 }: { user: User; size?: number }) {
  return user.profileImageUrl ? (
    <img className="avatar" src={user.profileImageUrl} alt="" width={size} height={size} style={{ width: size, height: size }} />
  ) : (
    // The initials are drawn by CSS (data-initials): the button around it is named 'Profil', and visible text
    // that is not in a control's name confuses people who steer by voice ("click JD").
    <span className="avatar avatar--initials" style={{ width: size, height: size, fontSize: size * 0.4 }} data-initials={initials(user)} aria-hidden />
  );
}
