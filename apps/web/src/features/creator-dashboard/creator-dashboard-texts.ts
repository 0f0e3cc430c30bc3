import { defineMessages } from '@kora/shared';
import type { DashboardTab } from './dashboard-tabs';

/**
 * The creator dashboard's own words (live-creators-admin.md §2: its tabs, 'Créateur approuvé'), but for the
 * 'Revenus' tab's (earnings-texts.ts, its own chunk). The spec's texts are creatorMessages (@kora/shared).
 */
export const creatorDashboardTexts = defineMessages('creatorDashboardTexts', {
  title: 'Tableau de bord',
  tabsLabel: 'Tableau de bord créateur',
  tabs: { apercu: 'Aperçu', revenus: 'Revenus', videos: 'Vidéos', lives: 'Lives', upload: 'Envoyer', profil: 'Profil' } satisfies Record<DashboardTab, string>,
  approved: 'Créateur approuvé',
  loading: 'Chargement du tableau de bord',
  loadFailed: "Le tableau de bord n'a pas pu être chargé.",
  profileMissing: {
    text: 'Le tableau de bord est réservé aux créateurs approuvés. Déposez une candidature pour ouvrir votre chaîne.',
    apply: 'Devenir créateur',
    follow: 'Suivre ma candidature',
  },
  /** The figures' units at a glance ('1,2 k', '1,5 M', '2 Md'). */
  units: { thousand: 'k', million: 'M', billion: 'Md' },
  /** "0 vue", "1 vue", "1 234 vues": `figure` is `count` written (in full or at a glance). */
  views: (figure: string, count: number) => `${figure}\u00a0vue${count > 1 ? 's' : ''}`,
  overview: {
    loadFailed: "Vos statistiques n'ont pas pu être chargées.",
    viewsPerDay: 'Vues par jour',
    views: 'Vues',
    watchTimePerDay: 'Temps de visionnage par jour',
    hours: 'Heures',
    minutes: 'Minutes',
    day: 'Jour',
    /** A daily chart's summary: nothing over its days, or its total and its highest day. */
    noneOverDays: (title: string, days: number) => `${title} : aucune sur les ${days} derniers jours.`,
    overDays: (title: string, total: string, days: number, peak: string, peakDay: string) =>
      `${title} : ${total} sur les ${days} derniers jours, au plus ${peak} le ${peakDay}.`,
    topVideos: 'Top 5 des vidéos',
    topVideosEmpty: 'Vos vidéos les plus vues apparaîtront ici.',
  },
  /** The §3 figures' cards. */
  stats: {
    videos: 'Vidéos',
    lives: 'Lives',
    views: 'Vues',
    subscribers: 'Abonnés',
    weeklyViews: 'Vues cette semaine',
    newSubscribers: 'Nouveaux abonnés (7 j)',
    watchTime: 'Temps de visionnage (h, 28 j)',
  },
  videos: {
    edit: 'Modifier',
    editLabel: (title: string) => `Modifier « ${title} »`,
    subtitles: 'Sous-titres',
    subtitlesLabel: (title: string) => `Sous-titres de « ${title} »`,
    delete: 'Supprimer',
    deleteLabel: (title: string) => `Supprimer « ${title} »`,
    deleteTitle: 'Supprimer la vidéo ?',
    deleteText: (title: string) => `« ${title} » sera supprimée définitivement, avec ses fichiers. Cette action est irréversible.`,
    deletedTitle: 'Vidéo supprimée',
    deleted: (title: string) => `« ${title} » a été supprimée.`,
    editTitle: 'Modifier la vidéo',
    editedTitle: 'Vidéo modifiée',
    edited: (title: string) => `« ${title} » est à jour.`,
    titleField: 'Titre',
    description: 'Description',
    category: 'Catégorie',
  },
  profile: {
    title: 'Profil créateur',
    businessName: 'Nom de la chaîne',
    country: 'Pays',
    contact: 'Contact',
    frequency: 'Fréquence de publication',
    duration: 'Durée moyenne des vidéos',
    categories: 'Catégories',
    address: 'Adresse',
  },
});
