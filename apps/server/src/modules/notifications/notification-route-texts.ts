import { defineMessages } from '@kora/shared';

/** What the notification settings' answers say. */
export const notificationRouteTexts = defineMessages('notificationRouteTexts', {
  codeSent: 'Code envoyé par SMS',
  deviceOn: 'Notifications activées sur cet appareil',
  deviceOff: 'Notifications désactivées sur cet appareil',
});
