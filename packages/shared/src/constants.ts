/** Delays of viewer.md §4 and §9, in milliseconds. */
export const delays = {
  redirectToLoginMs: 500,
  afterLoginMs: 1000,
  afterRegisterMs: 1500,
  unauthenticatedSettingsMs: 500,
  afterAdminLoginMs: 100,
  afterPaymentSuccessMs: 10_000,
} as const;

export const toastDurationMs = 5000;

export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  defaultFreeWatchTimeLimitMinutes: 120,
} as const;

/** Minutes a password-reset link stays valid. */
export const resetTokenTtlMinutes = 60;

/** Catalogue and player constants of viewer.md §9. */
export const catalogue = {
  rowScrollStepPx: 320,
  skeletonCards: 5,
  similarMax: 6,
  livePollMs: 30_000,
  homeLiveMax: 2,
  controlsHideMs: 3000,
  skipSeconds: 10,
  demoPlayerSeconds: 120,
  /** Data saver keeps automatic quality at or below this height. */
  dataSaverMaxHeight: 360,
  /** Resume positions are written at most this often per user and video. */
  progressWriteEverySeconds: 10,
  /** Shortest search text: the page sends no shorter query, the server answers [] to one. */
  searchMinLength: 2,
} as const;

/**
 * The support address the payment failure screen links to (viewer.md §2 /hub2-error): the server's
 * SUPPORT_EMAIL default. Zod-free, so the page needs no request to show it.
 */
export const supportEmail = 'support@kora.africa';
