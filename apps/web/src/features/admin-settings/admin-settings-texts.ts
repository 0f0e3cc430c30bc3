import { type AdminSettings, defineMessages } from '@kora/shared';

/** 'Paramètres': the admin's password, and the settings the server runs with (read-only). */
export const adminSettingsTexts = defineMessages('adminSettingsTexts', {
  title: 'Paramètres',
  passwordTitle: 'Changer le mot de passe administrateur',
  serverTitle: 'Configuration du serveur',
  readOnly: 'Lecture seule : ces valeurs se changent dans la configuration du serveur, puis au redémarrage.',
  loadFailed: "Les paramètres n'ont pas pu être chargés.",
  /** Each setting's name. */
  settings: {
    maxUploadMb: 'Taille maximale d’un envoi',
    defaultTier: 'Niveau des nouveaux comptes',
    creatorVideoReview: 'Validation des vidéos des créateurs',
  } satisfies Record<Exclude<keyof AdminSettings, 'sources'>, string>,
  megabytes: (figure: string) => `${figure} Mo`,
  enabled: 'Activée',
  disabled: 'Désactivée',
  setBy: (source: string) => `Réglé par : ${source}`,
  serverConfiguration: 'la configuration du serveur',
});
