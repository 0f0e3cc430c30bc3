import { profileMessages, type ActiveProfile } from '@kora/shared';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ProfileAvatar } from './profile-avatar';
import { profilesTexts } from '../profiles-texts';
import '../profiles.css';

/**
 * /settings on a kids profile: none of the account's settings (the server refuses them too), only its own name, the
 * way to another profile (the PIN is asked there) and the appearance, which the app passes in.
 */
export function KidsProfileSettings({ profile, pickerPath, appearance }: { profile: ActiveProfile; pickerPath: string; appearance: ReactNode }) {
  return (
    <main className="settings page">
      <PageHeader title={profilesTexts.settingsTitle} />
      <Card>
        <section className="profiles-settings" aria-labelledby="kids-profile-title">
          <div className="profile-row">
            <ProfileAvatar profile={profile} size={48} />
            <div className="profile-row__text">
              <h2 id="kids-profile-title" className="profile-row__name">
                {profile.name}
              </h2>
              <p className="profile-row__details">{profileMessages.kidsSettings}</p>
            </div>
          </div>
          <ButtonLink to={pickerPath} variant="outline">
            <Users size={18} aria-hidden /> {profileMessages.switchProfile}
          </ButtonLink>
        </section>
      </Card>
      <Card>{appearance}</Card>
    </main>
  );
}
