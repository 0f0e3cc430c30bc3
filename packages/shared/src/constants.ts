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
