/** Every API path starts with this; the server answers JSON (never the web app) below it. */
export const API_PREFIX = '/api/';
/** The browsable OpenAPI description (JSON at `${API_DOCS_PATH}/json`). */
export const API_DOCS_PATH = '/api/docs';

/**
 * Every path of the API, written once: the server registers these patterns, the page fills
 * them in with {@link pathTo}. A `:name` segment is a parameter.
 */
export const apiPaths = {
  publicConfig: '/api/public-config',
  authUser: '/api/auth/user',
  login: '/api/auth/login',
  register: '/api/auth/register',
  adminLogin: '/api/auth/admin-login',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  logout: '/api/auth/logout',
  /** GET: where my second factor stands. */
  twoFactor: '/api/auth/two-factor',
  /** POST: a new TOTP secret to scan (not on until a code confirms it). */
  twoFactorSetup: '/api/auth/two-factor/setup',
  twoFactorEnable: '/api/auth/two-factor/enable',
  twoFactorDisable: '/api/auth/two-factor/disable',
  /** POST: the sign-in challenge and a code open the session. */
  twoFactorSignIn: '/api/auth/two-factor/sign-in',
  /** GET: my latest data archive; POST: prepare a new one (202, a link by e-mail once ready). */
  userExport: '/api/user/export',
  /** GET: an archive's file, for the account that asked for it, until it expires. */
  userExportFile: '/api/user/exports/:id/file',
  /** POST: delete my account after the grace period (202); DELETE: cancel. */
  userDeletion: '/api/user/deletion',
  /** POST: an admin prepares a person's data archive on their request. */
  adminUserExport: '/api/admin/users/:id/export',
  /** Sends the browser to the sign-in page (viewer.md §4: "the login endpoint"). */
  loginRedirect: '/api/login',
  profile: '/api/user/profile',
  /** PUT { locale }: the language the person reads Kora in, kept on the account (mails follow it). */
  userLocale: '/api/user/locale',
  /** The account's signed-in devices (GET); DELETE `userSession` signs one out. */
  userSessions: '/api/user/sessions',
  /** The bell: GET lists, `notificationsRead` marks read. */
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  notificationsUnread: '/api/notifications/unread',
  notificationPreferences: '/api/notifications/preferences',
  /** POST sends a code by SMS to a number; DELETE forgets the number. */
  notificationPhone: '/api/notifications/phone',
  notificationPhoneVerify: '/api/notifications/phone/verify',
  /** POST { token } from an e-mail's link: works without a session. */
  notificationUnsubscribe: '/api/notifications/unsubscribe',
  /** POST saves this browser's Web Push subscription; DELETE removes it. */
  pushSubscriptions: '/api/push-subscriptions',
  pushKey: '/api/push-subscriptions/key',
  profiles: '/api/profiles',
  profileById: '/api/profiles/:id',
  profileSelect: '/api/profiles/:id/select',
  profilePin: '/api/profiles/pin',
  /** PUT { language }: the subtitles the watching profile last chose (null: « Désactivés »). */
  profileSubtitles: '/api/profiles/subtitles',
  userSession: '/api/user/sessions/:id',
  videos: '/api/videos',
  video: '/api/videos/:id',
  /** The live a video is the replay of (404 when it is not a replay): its page shows that live's chat. */
  videoLive: '/api/videos/:id/live',
  /** GET, no session: the picture a shared link of a public video shows (its poster, else the site's image). */
  videoShareImage: '/api/videos/:id/share-image',
  similarVideos: '/api/videos/similar',
  searchVideos: '/api/videos/search',
  /** GET: what an hour costs with the data saver on, on average over the catalogue (/settings names it). */
  dataSaverCost: '/api/videos/data-saver-cost',
  playback: '/api/videos/:id/playback',
  /**
   * A video page's first read: the video and, when the server would hand it out, its playback (else null: the page
   * asks the playback route, which says why). One round trip where a fresh load took two in a row.
   */
  videoOpening: '/api/videos/:id/opening',
  progress: '/api/videos/:id/progress',
  /** POST, no body (a beacon): a page that asked for playback leaves the video; its screen is free at once. */
  playbackScreenRelease: '/api/videos/:id/screen/release',
  processing: '/api/videos/:id/processing',
  /** GET lists a video's tracks; POST (multipart: file, language, label) adds or replaces one. Its uploader and admins. */
  videoSubtitles: '/api/videos/:id/subtitles',
  /** DELETE removes the track of one language. */
  videoSubtitle: '/api/videos/:id/subtitles/:language',
  favorites: '/api/favorites',
  favorite: '/api/favorites/:id',
  favoriteCheck: '/api/favorites/check/:id',
  creatorVideos: '/api/creator/videos',
  /** The uploader shows or hides one of their videos (a replay, say): { published }. */
  creatorVideoPublication: '/api/creator/videos/:id/publication',
  creatorUpload: '/api/creator/upload-video',
  /** The tus 1.0.0 endpoint of resumable uploads; each upload is `<this>/<uploadId>`. */
  resumableUploads: '/api/creator/uploads',
  /** GET lists every video (filters, pages); POST adds one by URL. */
  adminVideos: '/api/admin/videos',
  /** PATCH edits (title, description, category, requiredTier); DELETE removes it and its media. */
  adminVideo: '/api/admin/videos/:id',
  adminVideoStatus: '/api/admin/videos/:id/status',
  adminVideoThumbnail: '/api/admin/videos/:id/thumbnail',
  /** The review of a creator's video ('À valider'). */
  adminApproveVideo: '/api/admin/videos/:id/approve',
  /** POST, no body: a ready video is prepared again from its original, in today's format; it plays as it was meanwhile. */
  adminPrepareVideo: '/api/admin/videos/:id/prepare',
  /** POST, no body: every ready video still in an older format is prepared again, after the uploads waiting: { message, queued }. */
  adminPrepareOlderVideos: '/api/admin/videos/prepare-older',
  adminRejectVideo: '/api/admin/videos/:id/reject',
  /** The server checks a video or image URL under the address policy (the browser cannot, CORS). */
  adminUrlCheck: '/api/admin/url-check',
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/:id',
  adminChangePassword: '/api/admin/change-password',
  adminSettings: '/api/admin/settings',
  adminAudit: '/api/admin/audit',
  /** The first screen: what needs attention. */
  adminOverview: '/api/admin/overview',
  liveStreams: '/api/live-streams',
  liveStream: '/api/live-streams/:id',
  liveStart: '/api/live-streams/:id/start',
  liveStop: '/api/live-streams/:id/stop',
  /** The chat of a live: history (GET) and posting (POST). */
  liveChat: '/api/live-streams/:id/chat',
  liveChatSettings: '/api/live-streams/:id/chat/settings',
  liveChatSanctions: '/api/live-streams/:id/chat/sanctions',
  liveChatSanction: '/api/live-streams/:id/chat/sanctions/:userId',
  /** DELETE hides the message for everyone. */
  liveChatMessage: '/api/live-streams/:id/chat/:messageId',
  liveIngest: '/api/live-streams/:id/ingest',
  liveIngestRegenerate: '/api/live-streams/:id/ingest/regenerate',
  /** WebSocket: the /stream page sends its MediaRecorder chunks here (going live from the browser). */
  liveBrowserIngest: '/api/live-streams/:id/ingest/browser',
  livePlayback: '/api/live-streams/:id/playback',
  /** GET, no session: the picture a shared link of an approved live shows. */
  liveShareImage: '/api/live-streams/:id/share-image',
  /** /test-live measures the creator's upload by timing a POST of a few hundred KB of bytes. */
  liveUploadTest: '/api/live-streams/upload-test',
  creatorLiveStreams: '/api/creator/live-streams',
  /** The chat's WebSocket (live-creators-admin.md §7): JSON frames, see schemas/chat.ts. */
  chatSocket: '/ws',
  adminLiveStreams: '/api/admin/live-streams',
  adminLiveStream: '/api/admin/live-streams/:id',
  adminPendingLives: '/api/admin/live-streams/pending',
  adminApproveLive: '/api/admin/live-streams/:id/approve',
  adminRejectLive: '/api/admin/live-streams/:id/reject',
  creatorApplications: '/api/creator-applications',
  creatorApplicationStatus: '/api/creator-applications/my-status',
  creatorProfile: '/api/creator/profile',
  creatorStats: '/api/creator/stats',
  /** PATCH (title, description, category) and DELETE (media removed) by the video's owner. */
  creatorVideo: '/api/creator/videos/:id',
  /** A public channel: name, followers, ready videos. */
  creator: '/api/creators/:id',
  /** POST follows, DELETE unfollows (both idempotent). */
  creatorFollow: '/api/creators/:id/follow',
  /** GET, no session: the picture a shared link of a channel shows. */
  creatorShareImage: '/api/creators/:id/share-image',
  /** The active plans and passes, with their prices (the plan chooser, /subscribe). */
  subscriptionPlans: '/api/subscription-plans',
  /** GET every plan (inactive ones too), POST creates one (live-creators-admin.md §7). */
  adminSubscriptionPlans: '/api/admin/subscription-plans',
  /** DELETE: deleted when nothing refers to it, else deactivated. */
  adminSubscriptionPlan: '/api/admin/subscription-plans/:id',
  /** PATCH edits a plan (name, description, features, prices, isActive, popular). */
  adminSubscriptionPlanEdit: '/api/admin/subscription-plans/:id/edit',
  /** The 'Abonnements' section's figures. */
  adminSubscriptions: '/api/admin/subscriptions',
  /** POST: a card subscription (or a pass by card) waiting for its first payment (viewer.md §7). */
  createSubscription: '/api/create-subscription',
  /** POST: asks the provider again about a subscription, answers its state (viewer.md §7). */
  subscriptionStatus: '/api/subscription-status',
  /** GET the payer's subscriptions and passes; DELETE stops renewal (viewer.md §7). */
  subscription: '/api/subscription',
  /** DELETE: discards a subscription still waiting for its first payment (/subscribe's back button). */
  pendingSubscription: '/api/subscriptions/:id/pending',
  /** POST: the sandbox card form pays (sandbox mode only). */
  sandboxCardPayment: '/api/sandbox/card-payments',
  hub2CreatePaymentIntent: '/api/hub2/create-payment-intent',
  hub2ConfirmPayment: '/api/hub2/confirm-payment',
  /** Providers' webhooks: signature-checked, exempt from the session and origin checks (only these two). */
  stripeWebhook: '/api/webhooks/stripe',
  hub2Webhook: '/api/webhooks/hub2',
  adminPendingCreatorApplications: '/api/admin/creator-applications/pending',
  adminApproveCreatorApplication: '/api/admin/creator-applications/:id/approve',
  adminRejectCreatorApplication: '/api/admin/creator-applications/:id/reject',
  /** GET (public): a video's paid sponsorships, count and total (viewer.md §7). */
  sponsorshipStats: '/api/videos/:id/sponsorship-stats',
  /** POST: sponsor a free video; answers the payment to complete (viewer.md §7). */
  videoSponsor: '/api/videos/:id/sponsor',
  /** GET: my sponsorship, the provider asked again while it is pending. */
  sponsorship: '/api/sponsorships/:id',
  /** GET: the creator's 'Revenus' (balances, sponsorships, weeks, payouts). */
  creatorEarnings: '/api/creator/earnings',
  /** POST: the creator asks for a payout to a mobile-money number. */
  creatorPayouts: '/api/creator/payouts',
  /** GET: every payout ('Paiements créateurs'). */
  adminPayouts: '/api/admin/payouts',
  /** POST: approve (the transfer leaves) or refuse (the money returns to the balance). */
  adminApprovePayout: '/api/admin/payouts/:id/approve',
  adminRefusePayout: '/api/admin/payouts/:id/refuse',
  /** GET: the rungs a video may be downloaded at and their sizes (premium, family). */
  downloadOptions: '/api/videos/:id/download-options',
  /** POST { rendition }: a download of that rung (signed URLs, expiry), counted. */
  videoDownloads: '/api/videos/:id/downloads',
  /** GET: my downloads. */
  downloads: '/api/downloads',
  /** DELETE: removes one of my downloads. */
  download: '/api/downloads/:id',
  /** POST: keeps one of my downloads for DOWNLOAD_DAYS more, while I still have the right. */
  downloadRenewal: '/api/downloads/:id/renew',
} as const;
export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path pattern needs, by name. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** Query string values; undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [params?: null, query?: QueryValues] : [params: PathParams<P>, query?: QueryValues];

/** A concrete URL from a pattern of {@link apiPaths}: parameters encoded, an optional query string appended. */
export function pathTo<P extends string>(pattern: P, ...[params, query]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
