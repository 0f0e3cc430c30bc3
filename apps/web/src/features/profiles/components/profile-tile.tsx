import { profileMessages, type Profile } from '@kora/shared';
import { cx } from '../../../lib/cx';
import { ProfileAvatar } from './profile-avatar';

interface ProfileTileProps {
  profile: Profile;
  active: boolean;
  busy: boolean;
  onChoose: (profile: Profile) => void;
}

/**
 * One tile of « Qui regarde ? »: the avatar and the name, a kids profile marked « Enfant ». A profile beyond what the
 * plan allows is greyed and cannot be chosen (the page says why under the grid).
 */
export function ProfileTile({ profile, active, busy, onChoose }: ProfileTileProps) {
  return (
    <li>
      <button
        type="button"
        className={cx('profile-tile', active && 'profile-tile--active', !profile.usable && 'profile-tile--unusable')}
        disabled={!profile.usable || busy}
        aria-current={active || undefined}
        onClick={() => onChoose(profile)}
      >
        <ProfileAvatar profile={profile} size={88} />
        <span className="profile-tile__name">{profile.name}</span>
        {!profile.usable ? (
          <span className="profile-tile__note">{profileMessages.unusableShort}</span>
        ) : (
          profile.kind === 'kids' && <span className="profile-tile__note">{profileMessages.kidsLabel}</span>
        )}
      </button>
    </li>
  );
}
