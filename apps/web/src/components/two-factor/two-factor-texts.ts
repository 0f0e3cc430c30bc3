import { defineMessages } from '@kora/shared';

/** Two-factor sign-in's own words: the settings' panel and the sign-in's second step (refusals: twoFactorMessages). */
export const twoFactorTexts = defineMessages('twoFactorTexts', {
  title: 'Double authentification',
  code: 'Code à 6 chiffres',
  retryLater: 'Réessayez dans un instant.',
  signIn: {
    appHint: 'Entrez le code à 6 chiffres affiché par votre application d’authentification.',
    recoveryHint: 'Entrez l’un de vos codes de secours (chacun ne sert qu’une fois).',
    recoveryCode: 'Code de secours',
    verify: 'Vérifier',
    useApp: 'Utiliser l’application',
    useRecovery: 'Utiliser un code de secours',
    restart: 'Recommencer la connexion',
  },
  recovery: {
    /** The first line of the saved or copied file. */
    fileHeading: 'Kora — codes de secours (chacun sert une fois)',
    fileName: 'kora-codes-de-secours.txt',
    notice: 'Active. Gardez ces codes de secours en lieu sûr : chacun ouvre une connexion si votre téléphone n’est pas là. Ils ne seront plus affichés.',
    label: 'Codes de secours',
    copied: 'Codes copiés',
    copyFailed: 'Copie impossible',
    copy: 'Copier',
    download: 'Télécharger',
    done: 'J’ai mis mes codes de côté',
  },
  enrolment: {
    scan: '1. Scannez ce code QR avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).',
    qrAlt: 'Code QR de la double authentification Kora',
    typeKey: 'Sans appareil photo, saisissez cette clé :',
    code: '2. Code à 6 chiffres affiché par l’application',
    enable: 'Activer',
    enableFailed: 'Activation impossible',
  },
  turnOff: {
    password: 'Mot de passe',
    disable: 'Désactiver',
    disableFailed: 'Désactivation impossible',
    open: 'Désactiver…',
  },
  status: {
    on: (codesLeft: number) => `Active : chaque connexion demande le code de votre application. Codes de secours restants : ${codesLeft}.`,
    fewLeft: ' Il en reste peu : désactivez puis réactivez pour en obtenir dix nouveaux.',
    required: 'Exigée pour approuver les versements et changer les comptes ou les offres : activez-la pour ces actions.',
    offered: 'Protégez votre compte : en plus du mot de passe, un code de votre téléphone est demandé à chaque connexion.',
    turnOn: 'Activer la double authentification',
  },
});
