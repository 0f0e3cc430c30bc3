import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, paramOfTab, tabFromParam } from './dashboard-tabs';

describe('the dashboard tab kept in the URL', () => {
  it('reads the tab a reload must reopen, Aperçu by default', () => {
    expect(tabFromParam('videos')).toBe('videos');
    expect(tabFromParam('profil')).toBe('profil');
    expect(tabFromParam('revenus')).toBe('revenus');
    expect(tabFromParam(null)).toBe('apercu');
    expect(tabFromParam('admin')).toBe('apercu');
  });

  it('writes every tab so that it reads back, Aperçu as the bare address', () => {
    expect(paramOfTab('apercu')).toBeNull();
    for (const tab of DASHBOARD_TABS) expect(tabFromParam(paramOfTab(tab))).toBe(tab);
  });
});
