import { defineMessages } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/** The signed-in account's words: /settings, its account facts and devices, the profile modal. */
export const authAccountTexts = defineMessages('authAccountTexts', {
  settings: 'Paramètres',
  settingsSections: 'Sections des paramètres',
  tabs: {
    profile: 'Profil',
    notifications: 'Notifications',
    appearance: 'Apparence',
    data: 'Mes données',
  },
  personalDetails: 'Informations personnelles',
  changePassword: 'Changer de mot de passe',
  save: 'Enregistrer',
  summary: {
    title: 'Informations du compte',
    accountType: 'Type de compte',
    subscription: 'Abonnement',
    period: 'Échéance',
    freeWatchTime: 'Temps de visionnage gratuit',
    memberSince: 'Membre depuis',
    freeWatchTimeNote: 'Votre crédit de visionnage gratuit est renouvelé au début de chaque mois civil.',
    minutesLeft: (minutes: number) => (minutes > 1 ? `${formatNumber(minutes)} minutes restantes ce mois-ci` : `${minutes} minute restante ce mois-ci`),
  },
  period: {
    renewsOn: (date: string) => `Renouvellement le ${date}`,
    activeUntil: (date: string) => `Actif jusqu'au ${date}`,
  },
  devices: {
    signOutFailed: 'Impossible de déconnecter cet appareil.',
    signOutOthersFailed: 'Impossible de déconnecter les autres appareils.',
    unknownAddress: 'Adresse inconnue',
    seenOn: (date: string) => `vu le ${date}`,
    screensAllowed: (limit: number) => `Votre offre permet ${limit} écran${limit > 1 ? 's' : ''} en lecture à la fois.`,
    loadFailed: 'Impossible de charger vos appareils.',
  },
  profileModal: {
    title: 'Mon profil',
    currentPlan: 'Abonnement actuel',
    free: 'FREE',
    active: 'Active',
    noRenewal: "Sans renouvellement : votre accès reste ouvert jusqu'à cette date, puis revient à l'offre gratuite.",
    manageSubscription: 'Manage Subscription',
    upgrade: 'Upgrade to Premium',
    history: 'Historique',
    signOut: 'Se déconnecter',
  },
} as const);
