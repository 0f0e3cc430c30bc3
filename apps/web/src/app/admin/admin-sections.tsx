import { ChartColumn, ClipboardCheck, CreditCard, Film, HandCoins, Radio, ScrollText, Settings, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { AdminSection } from '../../features/admin/components/admin-layout';
import { appAdminTexts } from './admin-texts';

type AdminPage = LazyExoticComponent<ComponentType>;

/**
 * The sections of the admin area that exist (live-creators-admin.md §2 'Admin area'), each its own
 * lazy page in its own feature folder (made once, here), its name and description in appAdminTexts.
 * A section is added here, once it is built.
 */
const sections: { path: string; texts: keyof typeof appAdminTexts; icon: ReactNode; page: AdminPage }[] = [
  {
    path: 'videos',
    texts: 'videos',
    icon: <Film size={18} aria-hidden />,
    page: lazy(() => import('./admin-videos-section')),
  },
  {
    path: 'video-review',
    texts: 'videoReview',
    icon: <ClipboardCheck size={18} aria-hidden />,
    page: lazy(() => import('./admin-video-review-section')),
  },
  {
    path: 'users',
    texts: 'users',
    icon: <Users size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-users/pages/admin-users-page')),
  },
  {
    path: 'live-approvals',
    texts: 'liveApprovals',
    icon: <ShieldCheck size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-live-approvals/pages/admin-live-approvals-page')),
  },
  {
    path: 'creator-applications',
    texts: 'creatorApplications',
    icon: <UserCheck size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-creator-applications/pages/admin-creator-applications-page')),
  },
  {
    path: 'lives',
    texts: 'lives',
    icon: <Radio size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-lives/pages/admin-lives-page')),
  },
  {
    path: 'subscriptions',
    texts: 'subscriptions',
    icon: <ChartColumn size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-subscriptions/pages/admin-subscriptions-page')),
  },
  {
    path: 'plans',
    texts: 'plans',
    icon: <CreditCard size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-plans/pages/admin-plans-page')),
  },
  {
    path: 'payouts',
    texts: 'payouts',
    icon: <HandCoins size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-payouts/pages/admin-payouts-page')),
  },
  {
    path: 'settings',
    texts: 'settings',
    icon: <Settings size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-settings/pages/admin-settings-page')),
  },
  {
    path: 'journal',
    texts: 'journal',
    icon: <ScrollText size={18} aria-hidden />,
    page: lazy(() => import('../../features/admin-journal/pages/admin-journal-page')),
  },
];

/** The sections with their names and descriptions, read when the area shows (in the page's language). */
export function adminSections(): (AdminSection & { page: AdminPage })[] {
  return sections.map(({ texts, ...section }) => ({ ...section, ...appAdminTexts[texts] }));
}
