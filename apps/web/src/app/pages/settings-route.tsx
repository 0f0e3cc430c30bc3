import { AppearanceSettings } from '../../features/appearance/components/appearance-settings';
import SettingsPage from '../../features/auth/pages/settings-page';

/** /settings: the account tabs with the appearance tab of its own feature. */
export default function SettingsRoute() {
  return <SettingsPage appearance={<AppearanceSettings />} />;
}
