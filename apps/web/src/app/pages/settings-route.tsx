import { effectiveTier } from '@kora/shared';
import { AppearanceSettings } from '../../features/appearance/components/appearance-settings';
import { useUser } from '../../features/auth/api/get-user';
import SettingsPage from '../../features/auth/pages/settings-page';
import { KidsProfileSettings } from '../../features/profiles/components/kids-profile-settings';
import { ProfilesSettings } from '../../features/profiles/components/profiles-settings';
import { isKidsProfile } from '../../lib/kids-profile';
import { profilePickerPath } from '../route-paths';

/**
 * /settings: the account tabs with the profiles and appearance tabs of their own features; a kids profile sees none
 * of the account, only the way to another profile and the appearance.
 */
export default function SettingsRoute() {
  const user = useUser().data;
  if (!user) return null;
  if (isKidsProfile(user)) return <KidsProfileSettings profile={user.profile} pickerPath={profilePickerPath} appearance={<AppearanceSettings />} />;
  return <SettingsPage profiles={<ProfilesSettings tier={effectiveTier(user)} />} appearance={<AppearanceSettings />} />;
}
