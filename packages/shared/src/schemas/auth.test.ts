import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../field-errors.js';
import {
  adminLoginBodySchema,
  changePasswordFormSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerFormSchema,
  resetPasswordFormSchema,
  updateProfileBodySchema,
} from './auth.js';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error);
};

/** Every validation message of viewer.md §5, verbatim. */
describe('validation rules and messages (viewer.md §5)', () => {
  it('login', () => {
    expect(errorsOf(loginBodySchema, { email: 'x', password: '' })).toEqual({ email: 'Adresse email invalide', password: 'Le mot de passe est requis' });
    expect(errorsOf(loginBodySchema, { email: ' a@b.sn ', password: 'p' })).toEqual({});
  });

  it('register', () => {
    const ok = { firstName: 'Aa', lastName: 'Bb', email: 'a@b.sn', password: '123456', confirmPassword: '123456' };
    expect(errorsOf(registerFormSchema, ok)).toEqual({});
    expect(errorsOf(registerFormSchema, { ...ok, firstName: 'A' })).toEqual({ firstName: 'Le prénom doit contenir au moins 2 caractères' });
    expect(errorsOf(registerFormSchema, { ...ok, lastName: 'B' })).toEqual({ lastName: 'Le nom doit contenir au moins 2 caractères' });
    expect(errorsOf(registerFormSchema, { ...ok, email: 'ab.sn' })).toEqual({ email: 'Adresse email invalide' });
    expect(errorsOf(registerFormSchema, { ...ok, password: '12345', confirmPassword: '12345' })).toEqual({ password: 'Le mot de passe doit contenir au moins 6 caractères' });
    expect(errorsOf(registerFormSchema, { ...ok, confirmPassword: '654321' })).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });

  it('admin login', () => {
    expect(errorsOf(adminLoginBodySchema, { email: 'x', password: '12345' })).toEqual({ email: 'Email invalide', password: 'Le mot de passe doit contenir au moins 6 caractères' });
  });

  it('settings profile: all three required', () => {
    expect(errorsOf(updateProfileBodySchema, { firstName: '', lastName: ' ', email: '' })).toEqual({ firstName: 'Le prénom est requis', lastName: 'Le nom est requis', email: "L'email est requis" });
  });

  it('change password', () => {
    expect(errorsOf(changePasswordFormSchema, { currentPassword: '', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
      newPassword: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
    });
    expect(errorsOf(changePasswordFormSchema, { currentPassword: 'x', newPassword: '123456', confirmPassword: '1234567' })).toEqual({ confirmPassword: 'Les nouveaux mots de passe ne correspondent pas' });
  });

  it('forgot password', () => {
    expect(errorsOf(forgotPasswordBodySchema, { email: '' })).toEqual({ email: 'Veuillez saisir votre adresse email' });
    expect(errorsOf(forgotPasswordBodySchema, {})).toEqual({ email: 'Veuillez saisir votre adresse email' });
  });

  it('reset password', () => {
    expect(errorsOf(resetPasswordFormSchema, { token: '', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      token: 'Token de réinitialisation manquant',
      newPassword: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    expect(errorsOf(resetPasswordFormSchema, { token: 't', newPassword: '123456', confirmPassword: 'x' })).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });
});
