import { request } from '@playwright/test';
import { type AccountType, type AdminCreatorApplication, type AdminUserPage, type AdminVideoPage, apiPaths, pathTo, type Tier } from '@kora/shared';
import { E2E_URL } from './constants';
import { expect } from './fixtures';

/**
 * What a journey sets up as an admin would, through the admin API: the demo admin signed in on a request context of
 * its own. The journeys change no row themselves: each table keeps its one writer, the module that owns it.
 */
export async function asAdmin<T>(work: (admin: AdminApi) => Promise<T>): Promise<T> {
  const context = await request.newContext({ baseURL: E2E_URL });
  try {
    const signedIn = await context.post(apiPaths.adminLogin, { data: { email: 'admin@kora.demo', password: 'kora-admin' } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const send = async (method: 'PATCH' | 'POST', path: string, data: unknown) => {
      const res = await context.fetch(path, { method, data });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    };
    /** Every video of the admins' list, page after page. */
    const listVideos = async () => {
      const videos: AdminVideoPage['items'] = [];
      for (let page = 1; ; page += 1) {
        const found = (await (await context.get(pathTo(apiPaths.adminVideos, null, { page }))).json()) as AdminVideoPage;
        videos.push(...found.items);
        if (found.items.length === 0 || videos.length >= found.total) return videos;
      }
    };
    /** The account's id, found by its e-mail as the admins' list finds it. */
    const userId = async (email: string) => {
      const page = (await (await context.get(pathTo(apiPaths.adminUsers, null, { q: email }))).json()) as AdminUserPage;
      const user = page.items.find((item) => item.email.toLowerCase() === email.toLowerCase());
      if (!user) throw new Error(`asAdmin: no account ${email}`);
      return user.id;
    };
    const api: AdminApi = {
      async grantTier(email, tier) {
        await send('PATCH', pathTo(apiPaths.adminUser, { id: await userId(email) }), { subscriptionTier: tier, subscriptionStatus: tier === 'free' ? 'inactive' : 'active' });
      },
      setRole: async (email, accountType) => send('PATCH', pathTo(apiPaths.adminUser, { id: await userId(email) }), { accountType }),
      setFreeMinutes: async (email, minutes) => send('PATCH', pathTo(apiPaths.adminUser, { id: await userId(email) }), { freeWatchTimeLimit: minutes }),
      async setVideoTier(id, requiredTier) {
        const video = (await listVideos()).find((item) => item.id === id);
        if (!video) throw new Error(`asAdmin: no video ${id}`);
        await send('PATCH', pathTo(apiPaths.adminVideo, { id }), { title: video.title, description: video.description, category: video.category, requiredTier });
      },
      approveVideo: (id) => send('POST', pathTo(apiPaths.adminApproveVideo, { id }), {}),
      async importVideo(title, videoUrl) {
        const res = await context.post(apiPaths.adminVideos, { data: { title, description: '', category: 'Général', ageRating: 'tous', requiredTier: 'free', videoUrl } });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { id: string }).id;
      },
      setVideoActive: (id, isActive) => send('PATCH', pathTo(apiPaths.adminVideoStatus, { id }), { isActive }),
      activeVideos: async () => (await listVideos()).filter((video) => video.isActive).map((video) => video.id),
      async approveCreatorApplication(email) {
        const pending = (await (await context.get(apiPaths.adminPendingCreatorApplications)).json()) as AdminCreatorApplication[];
        const application = pending.find((item) => item.applicantEmail.toLowerCase() === email.toLowerCase());
        if (!application) throw new Error(`asAdmin: no pending application of ${email}`);
        await send('POST', pathTo(apiPaths.adminApproveCreatorApplication, { id: application.id }), {});
      },
    };
    return await work(api);
  } finally {
    await context.dispose();
  }
}

export interface AdminApi {
  /** A tier granted by hand (active; free: inactive), as the admin's user list does. */
  grantTier(email: string, tier: Tier): Promise<void>;
  /** The account's role, as the admin's user list changes it. */
  setRole(email: string, accountType: AccountType): Promise<void>;
  /** The free minutes a month (0: none left to watch this month). */
  setFreeMinutes(email: string, minutes: number): Promise<void>;
  /** The tier a video needs, as the admin's edit form sets it. */
  setVideoTier(id: string, requiredTier: Tier): Promise<void>;
  approveVideo(id: string): Promise<void>;
  /** A free video the server downloads from `videoUrl`, as the admin's « Ajouter par URL » does; its id. */
  importVideo(title: string, videoUrl: string): Promise<string>;
  setVideoActive(id: string, isActive: boolean): Promise<void>;
  /** Every video that is listed (active). */
  activeVideos(): Promise<string[]>;
  /** The pending creator application of this account is approved, as /admin/creator-applications does. */
  approveCreatorApplication(email: string): Promise<void>;
}
