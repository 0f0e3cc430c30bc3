import { ChartColumn, ClipboardCheck, CreditCard, Film, HandCoins, Radio, ScrollText, Settings, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSection } from '../../features/admin/components/admin-layout';

/**
 * The sections of the admin area that exist (live-creators-admin.md §2 'Admin area'), each its own
 * lazy page in its own feature folder. A section is added here, once it is built.
 */
export const adminSections: (AdminSection & { page: LazyExoticComponent<ComponentType> })[] = [
  {
    path: 'videos',
    label: 'Vidéos',
    description: 'Toutes les vidéos : ajouter par URL, modifier, bloquer, changer l’affiche, supprimer.',
    icon: <Film size={18} aria-hidden />,
    page: lazy(() => import('./admin-videos-section')),
  },
  {
    path: 'video-review',
    label: 'À valider',
    description: 'Approuver ou rejeter les vidéos envoyées par les créateurs.',
    icon: <ClipboardCheck size={18} aria-hidden />,
    page: lazy(() => import('./admin-video-review-section')),
  },
  {
    path: 'users',
    label: 'Utilisateurs',
    description: 'Chercher un compte, changer son rôle ou son abonnement, le suspendre.',
    icon: <Users size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-users/pages/admin-users-page')),
  },
  {
    path: 'live-approvals',
    label: 'Autorisations de lives',
    description: 'Approuver ou rejeter les lives proposés par les créateurs.',
    icon: <ShieldCheck size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-live-approvals/pages/admin-live-approvals-page')),
  },
  {
    path: 'creator-applications',
    label: 'Candidatures créateurs',
    description: 'Approuver ou rejeter les demandes pour devenir créateur.',
    icon: <UserCheck size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-creator-applications/pages/admin-creator-applications-page')),
  },
  {
    path: 'lives',
    label: 'Gestion des lives',
    description: 'Créer et supprimer des lives.',
    icon: <Radio size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-lives/pages/admin-lives-page')),
  },
  {
    path: 'subscriptions',
    label: 'Abonnements',
    description: 'Abonnés payants par niveau, recettes par devise, nouveaux, résiliations, pass vendus, les 12 derniers mois et les derniers paiements.',
    icon: <ChartColumn size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-subscriptions/pages/admin-subscriptions-page')),
  },
  {
    path: 'plans',
    label: 'Plans',
    description: 'Les abonnements et pass proposés, leurs prix par devise : créer, modifier, supprimer.',
    icon: <CreditCard size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-plans/pages/admin-plans-page')),
  },
  {
    path: 'payouts',
    label: 'Paiements créateurs',
    description: 'Les versements demandés par les créateurs : approuver (le transfert part) ou refuser avec une raison.',
    icon: <HandCoins size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-payouts/pages/admin-payouts-page')),
  },
  {
    path: 'settings',
    label: 'Paramètres',
    description: 'Votre mot de passe ; la taille maximale des envois et le niveau par défaut.',
    icon: <Settings size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-settings/pages/admin-settings-page')),
  },
  {
    path: 'journal',
    label: 'Journal',
    description: 'Chaque connexion et chaque action des administrateurs.',
    icon: <ScrollText size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-journal/pages/admin-journal-page')),
  },
];
