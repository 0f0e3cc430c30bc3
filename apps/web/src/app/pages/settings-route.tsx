import { effectiveTier } from '@kora/shared';
import { lazy, Suspense } from 'react';
import { AppearanceSettings } from '../../features/appearance/components/appearance-settings';
import { useUser } from '../../features/auth/api/get-user';
import SettingsPage from '../../features/auth/pages/settings-page';
import { LanguageChoice } from '../../components/language/language-choice';
import { KidsProfileSettings } from '../../features/profiles/components/kids-profile-settings';
import { ProfilesSettings } from '../../features/profiles/components/profiles-settings';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { isKidsProfile } from '../../lib/kids-profile';
import { profilePickerPath } from '../route-paths';
import { appPagesTexts } from './pages-texts';

// Its code (the switches, the SMS number, push on this device) loads when its tab is opened.
const NotificationSettings = lazy(() => import('../../features/notifications/components/notification-settings'));

/** The « Notifications » tab: its code's outline while it comes (a component: its name is read when it shows). */
function NotificationSettingsTab() {
  return (
    <Suspense
      fallback={
        <Card aria-busy="true" aria-label={appPagesTexts.notificationSettingsLoading}>
          <Skeleton height="12rem" />
        </Card>
      }
    >
      <NotificationSettings />
    </Suspense>
  );
}

/**
 * /settings: the account tabs with the profiles, notifications and appearance tabs of their own features; a kids
 * profile sees none of the account, only the way to another profile and the appearance.
 */
export default function SettingsRoute() {
  const user = useUser().data;
  if (!user) return null;
  if (isKidsProfile(user)) return <KidsProfileSettings profile={user.profile} pickerPath={profilePickerPath} appearance={<AppearanceSettings />} />;
  return (
    <SettingsPage
      profiles={<ProfilesSettings tier={effectiveTier(user)} />}
      notifications={<NotificationSettingsTab />}
      appearance={
        <>
          <AppearanceSettings />
          <LanguageChoice signedIn />
        </>
      }
    />
  );
}
