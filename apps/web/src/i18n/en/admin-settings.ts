import { translation } from '@kora/shared';
import { adminSettingsTexts } from '../../features/admin-settings/admin-settings-texts';

export const englishAdminSettings = [
  translation(adminSettingsTexts, {
    title: 'Settings',
    passwordTitle: 'Change the administrator password',
    serverTitle: 'Server configuration',
    readOnly: 'Read-only: these values are changed in the server’s configuration, then take effect on restart.',
    loadFailed: 'The settings could not be loaded.',
    settings: {
      maxUploadMb: 'Maximum upload size',
      defaultTier: 'Tier of new accounts',
      creatorVideoReview: 'Review of creators’ videos',
    },
    megabytes: (figure) => `${figure} MB`,
    enabled: 'Enabled',
    disabled: 'Disabled',
    setBy: (source) => `Set by: ${source}`,
    serverConfiguration: 'the server’s configuration',
  }),
];
