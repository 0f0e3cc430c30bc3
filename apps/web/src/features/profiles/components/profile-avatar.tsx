import type { Profile } from '@kora/shared';
import { initialOf } from '../profile-rules';
import { animalDrawings } from './animal-drawings';
import './profile-avatar.css';

/**
 * A profile's picture: one of the drawn animals, or its colour with the name's initial. Decorative: the name is always
 * written beside it, and the initial is drawn by CSS (data-initial), so it is no text of the control around it.
 */
export function ProfileAvatar({ profile, size = 40 }: { profile: Pick<Profile, 'name' | 'avatar'>; size?: number }) {
  const drawing = animalDrawings[profile.avatar];
  const box = { width: size, height: size };
  if (drawing) {
    return (
      <svg className="profile-avatar" viewBox="0 0 48 48" style={box} aria-hidden focusable="false">
        {drawing}
      </svg>
    );
  }
  return <span className={`profile-avatar profile-avatar--${profile.avatar}`} style={{ ...box, fontSize: size * 0.45 }} data-initial={initialOf(profile.name)} aria-hidden />;
}
