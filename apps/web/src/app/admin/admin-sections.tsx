import { Radio, ShieldCheck, UserCheck } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSection } from '../../features/admin/components/admin-layout';

/**
 * The sections of the admin area that exist (live-creators-admin.md §2 'Admin area'), each its own
 * lazy page in its own feature folder. A section is added here, once it is built.
 */
export const adminSections: (AdminSection & { page: LazyExoticComponent<ComponentType> })[] = [
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
];
