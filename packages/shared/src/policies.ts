import type { AccountType, SubscriptionStatus, Tier } from './tiers.js';
import { canAccessTier, effectiveTier, TIER_MAX_HEIGHT } from './tiers.js';

/**
 * Every access rule of the specification, as pure functions of who asks and what they ask
 * about. The server asks them before acting (and refuses with the reason), the page asks the
 * same ones to decide what to show, so a rule is written once and both sides agree.
 *
 * Modelled on Outline's `authorize(user, action, subject)`: `authorize(user, 'watchVideo', video)`
 * answers a {@link Decision}; `can(...)` is its boolean.
 */

/** What the policies read of a person (a database row and the API's user both fit). */
export interface Actor {
  id: string;
  accountType: AccountType;
  subscriptionTier: Tier;
  subscriptionStatus: SubscriptionStatus;
}

/** What the policies read of a video. */
export interface VideoSubject {
  requiredTier: Tier;
  uploadedBy: string | null;
}

/** What the policies read of a live stream (live-creators-admin.md §3, §4). */
export interface LiveSubject {
  requiredTier: Tier;
  createdBy: string | null;
  status: 'pending' | 'approved' | 'rejected';
}

/** Why a person may not: signed out, wrong role or not theirs, or a subscription to take. */
export type Refusal = { reason: 'unauthorized' } | { reason: 'forbidden' } | { reason: 'tier_required'; requiredTier: Tier };
export type Decision = { allowed: true } | ({ allowed: false } & Refusal);

const ALLOW: Decision = { allowed: true };
const UNAUTHORIZED: Decision = { allowed: false, reason: 'unauthorized' };
const FORBIDDEN: Decision = { allowed: false, reason: 'forbidden' };
const allowIf = (condition: boolean): Decision => (condition ? ALLOW : FORBIDDEN);

const isAdminActor = (user: Actor) => user.accountType === 'admin';
const isCreatorActor = (user: Actor) => user.accountType === 'creator' || user.accountType === 'admin';

/** A paid tier counts only while active; what a person may watch ranks by it. */
function byTier(user: Actor, requiredTier: Tier): Decision {
  return canAccessTier(effectiveTier(user), requiredTier) ? ALLOW : { allowed: false, reason: 'tier_required', requiredTier };
}

/**
 * The rules. Each takes the person (null when signed out) and, where the rule is about a
 * thing, that thing. A signed-out person is refused with 'unauthorized' everywhere: every
 * screen past the landing page requires a session (viewer.md §6).
 */
export const policies = {
  /** Admins watch everything, uploaders their own videos, everyone else by tier (viewer.md §4, §6). */
  watchVideo: (user: Actor, video: VideoSubject): Decision =>
    isAdminActor(user) || (video.uploadedBy !== null && video.uploadedBy === user.id) ? ALLOW : byTier(user, video.requiredTier),

  /**
   * An approved live, by tier: premium and family watch everything, anyone a live that requires
   * free (live-creators-admin.md §6). Decision: a basic subscriber also watches lives requiring
   * basic (the spec does not say; the tier rank of videos applies). A pending or rejected live is
   * seen only by its creator and admins.
   */
  watchLive: (user: Actor, live: LiveSubject): Decision => {
    if (isAdminActor(user) || (live.createdBy !== null && live.createdBy === user.id)) return ALLOW;
    if (live.status !== 'approved') return FORBIDDEN;
    return byTier(user, live.requiredTier);
  },

  /** Opening a live from the home page is for premium and family subscribers (viewer.md §6); others see the plan chooser. */
  watchLiveFromHome: (user: Actor): Decision =>
    isAdminActor(user) || user.accountType === 'creator' ? ALLOW : byTier(user, 'premium'),

  /** Upload videos, create lives, open the creator bar and dashboard: creators and admins. */
  create: (user: Actor): Decision => allowIf(isCreatorActor(user)),

  /** Edit, follow the processing of, or remove a video: its uploader and admins. */
  manageVideo: (user: Actor, video: Pick<VideoSubject, 'uploadedBy'>): Decision =>
    allowIf(isAdminActor(user) || (video.uploadedBy !== null && video.uploadedBy === user.id)),

  /** Edit or delete a video from the creator dashboard: its uploader only (admins have the admin area). */
  editOwnVideo: (user: Actor, video: Pick<VideoSubject, 'uploadedBy'>): Decision => allowIf(video.uploadedBy !== null && video.uploadedBy === user.id),

  /** Follow a creator's channel: anyone signed in, except the creator themself. */
  followCreator: (user: Actor, creator: { id: string }): Decision => allowIf(creator.id !== user.id),

  /** Start and stop a live: its creator (still a creator) and admins (live-creators-admin.md §6). */
  manageLive: (user: Actor, live: Pick<LiveSubject, 'createdBy'>): Decision =>
    allowIf(isAdminActor(user) || (isCreatorActor(user) && live.createdBy !== null && live.createdBy === user.id)),

  /** Delete messages and mute people in a live's chat: its creator and admins. */
  moderateChat: (user: Actor, live: Pick<LiveSubject, 'createdBy'>): Decision =>
    allowIf(isAdminActor(user) || (live.createdBy !== null && live.createdBy === user.id)),

  /** Apply to become a creator: simple users (creators and admins already are). */
  applyAsCreator: (user: Actor): Decision => allowIf(user.accountType === 'simple'),

  /** Review lives and creator applications, manage users, videos, plans and settings: admins. */
  administer: (user: Actor): Decision => allowIf(isAdminActor(user)),

  /** Subscribe, buy a pass, sponsor: any signed-in person (viewer.md §6). */
  pay: (_user: Actor): Decision => ALLOW,

  /** Sponsor a video: signed-in people, free videos only (viewer.md §6). */
  sponsorVideo: (_user: Actor, video: Pick<VideoSubject, 'requiredTier'>): Decision => allowIf(video.requiredTier === 'free'),

  /**
   * Keep a video for offline viewing (viewer.md §9): a feature of the premium and family plans,
   * whatever the role, on a video the person may watch. The plan's refusal comes first (it names the plan to
   * take: premium); then the video's own rule.
   */
  downloadVideo: (user: Actor, video: VideoSubject): Decision => {
    const plan = byTier(user, 'premium');
    return plan.allowed ? policies.watchVideo(user, video) : plan;
  },
} as const;

export type PolicyName = keyof typeof policies;
type SubjectOf<P extends PolicyName> = Parameters<(typeof policies)[P]> extends [Actor, infer S] ? [subject: S] : [];

/** The decision of policy `name` for `user` (null: signed out, refused with 'unauthorized'). */
export function authorize<P extends PolicyName>(user: Actor | null | undefined, name: P, ...subject: SubjectOf<P>): Decision {
  if (!user) return UNAUTHORIZED;
  return (policies[name] as (u: Actor, s?: unknown) => Decision)(user, subject[0]);
}

/**
 * The tallest rung of a video a person is served (its height in pixels), or null for every rung: admins and its
 * uploader see every rung they manage; everyone else the tier they enjoy ({@link TIER_MAX_HEIGHT}).
 */
export function maxHeightFor(user: Actor, video: Pick<VideoSubject, 'uploadedBy'>): number | null {
  return can(user, 'manageVideo', video) ? null : TIER_MAX_HEIGHT[effectiveTier(user)];
}

/** Whether `user` may, per policy `name`. */
export function can<P extends PolicyName>(user: Actor | null | undefined, name: P, ...subject: SubjectOf<P>): boolean {
  return authorize(user, name, ...subject).allowed;
}

/**
 * Who may call a route at all, checked before the request is read (live-creators-admin.md §6):
 * anyone, any signed-in person, creators and admins, admins. Finer rules (a tier, ownership)
 * are the policies above, asked by the service about the thing concerned.
 */
export const ROUTE_ACCESS = ['public', 'user', 'creator', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Whether a person (null: signed out) passes a route's access level. */
export function authorizeRoute(user: Actor | null | undefined, access: RouteAccess): Decision {
  if (access === 'public') return ALLOW;
  if (!user) return UNAUTHORIZED;
  if (access === 'creator') return policies.create(user);
  if (access === 'admin') return policies.administer(user);
  return ALLOW;
}
