import { z } from 'zod';
import { limits } from '../constants.js';
import { LOCALES } from '../i18n/locale.js';
import { validationMessages as m } from '../messages.js';
import { errorBodySchema } from './errors.js';
import { plainText } from './text.js';
import { userSchema } from './user.js';

/*
 * One schema per form and per request body. Where a form has a confirmation field the
 * request does not carry, the body schema is the form schema without it, so the rules
 * and messages exist once and hold on both sides.
 */

const email = (invalid: string, required: string = invalid) =>
  plainText({ error: required })
    .trim()
    .min(1, { error: required })
    .max(limits.emailMax, { error: m.emailTooLong })
    .pipe(z.email({ error: invalid }));

const requiredPassword = plainText({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(limits.passwordMax, { error: m.passwordTooLong });

const newPassword = (tooShort: string) =>
  plainText({ error: tooShort })
    .min(limits.passwordMin, { error: tooShort })
    .max(limits.passwordMax, { error: m.passwordTooLong });

const name = (tooShort: string, min: number) =>
  plainText({ error: tooShort })
    .trim()
    .min(min, { error: tooShort })
    .max(limits.nameMax, { error: m.nameTooLong });

function confirmed<T extends z.ZodObject>(schema: T, field: string, against: string, message: string) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    if (value[field] !== value[against]) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

export const loginBodySchema = z.object({ email: email(m.emailInvalid), password: requiredPassword });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  firstName: name(m.firstNameMin, limits.nameMin),
  lastName: name(m.lastNameMin, limits.nameMin),
  email: email(m.emailInvalid),
  password: newPassword(m.passwordMin),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerFormSchema = confirmed(
  registerBodySchema.extend({ confirmPassword: z.string() }),
  'confirmPassword',
  'password',
  m.passwordsMismatch,
);

export const adminLoginBodySchema = z.object({
  email: email(m.adminEmailInvalid),
  password: newPassword(m.passwordMin),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: email(m.emailInvalid, m.emailRequired) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: plainText({ error: m.resetTokenMissing }).trim().min(1, { error: m.resetTokenMissing }).max(512),
  newPassword: newPassword(m.passwordMin),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordFormSchema = confirmed(
  resetPasswordBodySchema.extend({ confirmPassword: z.string() }),
  'confirmPassword',
  'newPassword',
  m.passwordsMismatch,
);

export const changePasswordBodySchema = z.object({
  currentPassword: plainText({ error: m.currentPasswordRequired })
    .min(1, { error: m.currentPasswordRequired })
    .max(limits.passwordMax, { error: m.passwordTooLong }),
  newPassword: newPassword(m.newPasswordMin),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordFormSchema = confirmed(
  changePasswordBodySchema.extend({ confirmPassword: z.string() }),
  'confirmPassword',
  'newPassword',
  m.newPasswordsMismatch,
);

export const updateProfileBodySchema = z.object({
  firstName: name(m.firstNameRequired, 1),
  lastName: name(m.lastNameRequired, 1),
  email: email(m.emailInvalid, m.profileEmailRequired),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /api/user/locale: a language Kora speaks. */
export const updateLocaleBodySchema = z.object({ locale: z.enum(LOCALES) });
export type UpdateLocaleBody = z.infer<typeof updateLocaleBodySchema>;

export const loginResponseSchema = z.object({ message: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const registerResponseSchema = loginResponseSchema;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const adminLoginResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
/** Every admin-login failure carries success: false beside the usual error body. */
export const adminLoginFailureSchema = errorBodySchema.extend({ success: z.literal(false) });

/** Public facts the sign-in screens need: whether demo data is on, and the admin hint it allows. */
export const publicConfigSchema = z.object({
  demoData: z.boolean(),
  adminHint: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** MAX_UPLOAD_MB: the upload page refuses a bigger file before sending a byte (the server refuses it too). */
  maxUploadMb: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
