import { profileMessages } from '@kora/shared';
import { Bell, Database, KeyRound, Palette, UserRound, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DataUsageLine } from '../../../components/player/data-usage-line';
import { TwoFactorPanel } from '../../../components/two-factor/two-factor-panel';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useSearchParams } from '../../../lib/router';
import { useUser } from '../api/get-user';
import { authAccountTexts } from '../account-texts';
import { authTexts } from '../auth-texts';
import { AccountSummary } from '../components/account-summary';
import { DeviceList } from '../components/device-list';
import { MyDataPanel } from '../components/my-data-panel';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import '../settings.css';

const SETTINGS_TABS = ['profile', 'password', 'profiles', 'notifications', 'appearance', 'data'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * /settings for a signed-in user: Profil and Mot de passe (viewer.md §2), plus Profils (the account's
 * profiles), Notifications and Apparence, whose contents the app passes in (they belong to other features), and Mes
 * données (an archive of my data, my account's deletion).
 * `?tab=profiles` (or `notifications`…) opens on a tab other than the first.
 */
export default function SettingsPage({ profiles, notifications, appearance }: { profiles: ReactNode; notifications: ReactNode; appearance: ReactNode }) {
  const user = useUser().data;
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<SettingsTab>(() => SETTINGS_TABS.find((key) => key === asked) ?? 'profile');
  if (!user) return null;

  return (
    <main className="settings page">
      <PageHeader title={authAccountTexts.settings} />
      <Tabs
        label={authAccountTexts.settingsSections}
        value={tab}
        onChange={setTab}
        items={[
          {
            key: 'profile',
            label: authAccountTexts.tabs.profile,
            icon: <UserRound size={16} aria-hidden />,
            content: (
              <div className="settings__grid">
                <Card>
                  <h2 className="settings__section-title">{authAccountTexts.personalDetails}</h2>
                  <ProfileForm user={user} />
                </Card>
                <Card>
                  <AccountSummary user={user} />
                  <DataUsageLine profileId={user.profile.id} />
                </Card>
                <Card>
                  <DeviceList user={user} />
                </Card>
              </div>
            ),
          },
          {
            key: 'password',
            label: authTexts.password,
            icon: <KeyRound size={16} aria-hidden />,
            content: (
              <div className="settings__grid">
                <Card>
                  <h2 className="settings__section-title">{authAccountTexts.changePassword}</h2>
                  <PasswordForm />
                </Card>
                {/* Creators (and admins) may turn on two-factor sign-in; for others it shows nothing. */}
                {user.accountType !== 'simple' && (
                  <Card>
                    <TwoFactorPanel />
                  </Card>
                )}
              </div>
            ),
          },
          {
            key: 'profiles',
            label: profileMessages.settingsTitle,
            icon: <Users size={16} aria-hidden />,
            content: profiles,
          },
          {
            key: 'notifications',
            label: authAccountTexts.tabs.notifications,
            icon: <Bell size={16} aria-hidden />,
            content: notifications,
          },
          {
            key: 'appearance',
            label: authAccountTexts.tabs.appearance,
            icon: <Palette size={16} aria-hidden />,
            content: <Card>{appearance}</Card>,
          },
          {
            key: 'data',
            label: authAccountTexts.tabs.data,
            icon: <Database size={16} aria-hidden />,
            content: <MyDataPanel user={user} />,
          },
        ]}
      />
    </main>
  );
}
