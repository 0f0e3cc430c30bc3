/**
 * The dashboard's tabs (live-creators-admin.md §2), as they appear in the URL (?tab=videos); on screen, their names
 * are creatorDashboardTexts.tabs.
 */
export const DASHBOARD_TABS = ['apercu', 'revenus', 'videos', 'lives', 'upload', 'profil'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab a URL's ?tab= names; Aperçu when it names none or one that does not exist. */
export function tabFromParam(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'apercu';
}

/** The ?tab= of a tab; none for Aperçu, so /creator-dashboard stays the plain address of the overview. */
export function paramOfTab(tab: DashboardTab): string | null {
  return tab === 'apercu' ? null : tab;
}
