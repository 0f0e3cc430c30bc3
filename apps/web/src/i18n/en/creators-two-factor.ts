import { translation } from '@kora/shared';
import { twoFactorTexts } from '../../components/two-factor/two-factor-texts';

/** Two-factor sign-in (admins, and creators who choose it). */
export const englishTwoFactor = [
  translation(twoFactorTexts, {
    title: 'Two-factor authentication',
    code: '6-digit code',
    retryLater: 'Please try again in a moment.',
    signIn: {
      appHint: 'Enter the 6-digit code shown by your authenticator app.',
      recoveryHint: 'Enter one of your recovery codes (each one works only once).',
      recoveryCode: 'Recovery code',
      verify: 'Verify',
      useApp: 'Use the app',
      useRecovery: 'Use a recovery code',
      restart: 'Start signing in again',
    },
    recovery: {
      fileHeading: 'Kora — recovery codes (each one works once)',
      fileName: 'kora-recovery-codes.txt',
      notice: 'On. Keep these recovery codes somewhere safe: each one lets you sign in if your phone is not to hand. They will not be shown again.',
      label: 'Recovery codes',
      copied: 'Codes copied',
      copyFailed: 'Could not copy',
      copy: 'Copy',
      download: 'Download',
      done: 'I have saved my codes',
    },
    enrolment: {
      scan: '1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
      qrAlt: 'Kora two-factor authentication QR code',
      typeKey: 'No camera? Enter this key:',
      code: '2. 6-digit code shown by the app',
      enable: 'Turn on',
      enableFailed: 'Could not turn it on',
    },
    turnOff: {
      password: 'Password',
      disable: 'Turn off',
      disableFailed: 'Could not turn it off',
      open: 'Turn off…',
    },
    status: {
      on: (codesLeft) => `On: every sign-in asks for the code from your app. Recovery codes left: ${codesLeft}.`,
      fewLeft: ' Only a few left: turn it off and on again to get ten new ones.',
      required: 'Required to approve payouts and to change accounts or plans: turn it on for these actions.',
      offered: 'Protect your account: on top of your password, a code from your phone is asked for at every sign-in.',
      turnOn: 'Turn on two-factor authentication',
    },
  }),
];
