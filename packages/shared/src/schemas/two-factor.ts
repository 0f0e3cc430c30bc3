import { z } from 'zod';
import { plainText } from './text.js';
import { userSchema } from './user.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

/** Second-factor sign-in (RFC 6238 TOTP, any authenticator app) for the people who move money: admins, and creators who choose it. */
export const twoFactorLimits = { recoveryCodes: 10, challengeMinutes: 5 } as const;

export const twoFactorMessages = defineMessages('twoFactorMessages', {
  codeInvalid: 'Entrez les 6 chiffres affichés par votre application',
  recoveryInvalid: 'Un code de secours a la forme xxxxx-xxxxx',
  oneOf: 'Entrez un code de l’application, ou un code de secours',
  challengeSent: 'Entrez le code de votre application d’authentification',
  wrongCode: 'Code incorrect ou déjà utilisé',
  challengeExpired: 'Cette connexion a expiré : saisissez à nouveau votre mot de passe',
  noSetup: 'Commencez par afficher le code QR (étape 1)',
  wrongPassword: 'Le mot de passe est incorrect',
  alreadyOn: 'La double authentification est déjà active',
  notAllowed: 'La double authentification est proposée aux administrateurs et aux créateurs',
  enabled: 'Double authentification activée : gardez vos codes de secours en lieu sûr',
  disabled: 'Double authentification désactivée',
  required: 'Activez d’abord la double authentification (Administration → Paramètres) : elle est exigée pour les versements, les rôles et les offres.',
} as const);

const totpCode = plainText({ error: twoFactorMessages.codeInvalid })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: twoFactorMessages.codeInvalid }));
const recoveryCode = plainText({ error: twoFactorMessages.recoveryInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: twoFactorMessages.recoveryInvalid }));

/** GET /api/auth/two-factor: where this account stands. */
export const twoFactorStatusSchema = z.object({
  /** Whether this account may enrol (admins, creators). */
  available: z.boolean(),
  enabled: z.boolean(),
  /** Whether this account needs it for payouts, role and plan changes (admins, where the installation requires it). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup: a new secret to scan (QR code) or type (base32); not on until confirmed by a code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/two-factor/enable: the first code from the app turns it on. */
export const twoFactorEnableBodySchema = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBodySchema>;
/** Its answer: the recovery codes, shown this once. */
export const twoFactorEnabledSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** The sign-in page's field when the app is out of reach. */
export const twoFactorRecoveryFormSchema = z.object({ recoveryCode });

/** A TOTP code or a recovery code, exactly one. */
const eitherCode = { code: totpCode.optional(), recoveryCode: recoveryCode.optional() };
const oneCode = (body: { code?: string | undefined; recoveryCode?: string | undefined }) => (body.code === undefined) !== (body.recoveryCode === undefined);

/** POST /api/auth/two-factor/disable: the password and a code (or a recovery code). */
export const twoFactorDisableBodySchema = z.object({ password: plainText().min(1).max(256), ...eitherCode }).refine(oneCode, { error: twoFactorMessages.oneOf, path: ['code'] });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;
/** The settings' form for it: the password and the app's code. */
export const twoFactorDisableFormSchema = z.object({ password: plainText().min(1, { error: schemaMessages.entrezVotreMotPasse }).max(256), code: totpCode });

/** 202 of POST /api/auth/login and /api/auth/admin-login when the account has a second factor: no session yet. */
export const twoFactorChallengeSchema = z.object({
  message: z.string(),
  twoFactor: z.object({ challenge: z.string(), expiresAt: z.string() }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/two-factor/sign-in: the challenge and a code (or a recovery code) open the session. */
export const twoFactorSignInBodySchema = z.object({ challenge: plainText().min(1).max(512), ...eitherCode }).refine(oneCode, { error: twoFactorMessages.oneOf, path: ['code'] });
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBodySchema>;
export const twoFactorSignInResponseSchema = z.object({ message: z.string(), user: userSchema });
