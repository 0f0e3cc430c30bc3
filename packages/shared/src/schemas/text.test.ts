import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../field-errors.js';
import {
  adminLoginBodySchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from './auth.js';
import { profileCreateBodySchema } from './profiles.js';
import { hasForbiddenCharacters, multilineText, plainText, textMessages } from './text.js';
import { adminVideoBodySchema, uploadFieldsSchema } from './uploads.js';
import { searchQuerySchema, similarQuerySchema } from './videos.js';

const refused = textMessages.forbiddenCharacters;

describe('control characters in text', () => {
  it('are told apart from ordinary text, tab and line breaks only in multi-line text', () => {
    for (const ok of ['Aminata Sow', 'Éléphant ça été', '日本語', 'emoji 🎬', '']) {
      expect(hasForbiddenCharacters(ok), ok).toBe(false);
      expect(hasForbiddenCharacters(ok, true), ok).toBe(false);
    }
    for (const bad of ['a\u0000b', '\u001b[31m', 'a\u0008', 'del\u007f', 'c1\u0085', 'lone \ud800 surrogate', 'end \udc00']) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(hasForbiddenCharacters(bad, true), JSON.stringify(bad)).toBe(true);
    }
    for (const lines of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasForbiddenCharacters(lines)).toBe(true);
      expect(hasForbiddenCharacters(lines, true)).toBe(false);
    }
  });

  it('are refused first and alone, with the French message; the field keeps its own messages otherwise', () => {
    const title = plainText({ error: 'Le titre est requis' }).trim().min(1, { error: 'Le titre est requis' }).max(3);
    const r = title.safeParse(`${'x'.repeat(10)}\u0000`);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([refused]);
    expect(title.safeParse(3).error?.issues[0]?.message).toBe('Le titre est requis');
    expect(title.safeParse(' ab ').data).toBe('ab');
    expect(multilineText().safeParse('ligne 1\nligne 2\tfin').success).toBe(true);
    expect(multilineText().safeParse('ligne\u0000').error?.issues[0]?.message).toBe(refused);
  });

  /** Every free-text field of every request body and query of the contract, with a valid value beside it (and the choices it needs besides). */
  const requests: [string, z.ZodType, Record<string, unknown>, Record<string, unknown>?][] = [
    ['login', loginBodySchema, { email: 'a@b.sn', password: 'secret1' }],
    ['register', registerBodySchema, { firstName: 'Awa', lastName: 'Diop', email: 'a@b.sn', password: 'secret1' }],
    ['admin login', adminLoginBodySchema, { email: 'a@b.sn', password: 'secret1' }],
    ['forgot password', forgotPasswordBodySchema, { email: 'a@b.sn' }],
    ['reset password', resetPasswordBodySchema, { token: 'abc', newPassword: 'secret1' }],
    ['change password', changePasswordBodySchema, { currentPassword: 'secret0', newPassword: 'secret1' }],
    ['profile', updateProfileBodySchema, { firstName: 'Awa', lastName: 'Diop', email: 'a@b.sn' }],
    ['upload fields', uploadFieldsSchema, { title: 'Titre', description: 'Une\nvidéo', category: 'Nature' }, { ageRating: 'tous' }],
    ['admin video', adminVideoBodySchema, { title: 'Titre', description: 'Une vidéo', category: 'Nature', videoUrl: 'https://exemple.sn/v.mp4', duration: '60', thumbnailUrl: 'nature' }, { ageRating: '12' }],
    ['new profile', profileCreateBodySchema, { name: 'Awa' }, { avatar: 'lion' }],
    ['search', searchQuerySchema, { q: 'lion' }],
    ['similar', similarQuerySchema, { category: 'Nature' }],
  ];

  it.each(requests)('%s: every text field refuses a NUL byte (400 before any query)', (_name, schema, text, choices = {}) => {
    const valid = { ...text, ...choices };
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [field, value] of Object.entries(text)) {
      if (typeof value !== 'string') continue;
      const r = schema.safeParse({ ...valid, [field]: `${value.slice(0, 2)}\u0000${value.slice(2)}` });
      expect(r.success, field).toBe(false);
      expect(fieldErrorsOf(r.error as z.ZodError)[field], field).toBe(refused);
    }
  });
});
