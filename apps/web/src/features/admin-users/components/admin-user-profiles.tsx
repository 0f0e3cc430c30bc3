import type { AdminUserProfile } from '@kora/shared';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { adminUsersTexts as t } from '../admin-users-texts';

/**
 * An account's profiles, oldest first: each name with 'Adulte', or 'Enfant' and the highest rating it may watch
 * (the pill '-10', said in full to a screen reader). The admin area is sent nothing else of a profile.
 */
export function AdminUserProfiles({ profiles }: { profiles: AdminUserProfile[] }) {
  if (profiles.length === 0) return <span className="admin-user__none">{t.noProfiles}</span>;
  return (
    <ul className="admin-user__profiles" role="list" data-testid="admin-user-profiles">
      {profiles.map((profile, index) => (
        // Two profiles of an account may share a name; the order is the account's own.
        <li key={index} className="admin-user__profile">
          <span className="admin-user__profile-name">{profile.name}</span>
          <span className="admin-user__profile-kind">{profile.kind === 'kids' ? t.kids : t.adult}</span>
          {profile.kind === 'kids' && profile.maxAgeRating && <AgeRatingBadge rating={profile.maxAgeRating} />}
        </li>
      ))}
    </ul>
  );
}
