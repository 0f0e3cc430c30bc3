import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.js';
import { validationMessages } from './messages.js';
import { loginBodySchema } from './schemas/auth.js';
import { searchQuerySchema, videoListQuerySchema } from './schemas/videos.js';
import { frenchIssueMessage, installFrenchZodErrors } from './zod-french.js';

installFrenchZodErrors();

/** zod's English wording ("Invalid option: expected one of…", "Required", "Too big: …"). */
const ENGLISH = /\b(Invalid|expected|Required|received|Too (big|small)|Unrecognized)\b/;

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('French zod messages', () => {
  it('word every kind of issue a schema leaves to zod in French', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.object({ a: z.string() }), {}, 'Ce champ est requis'],
      [z.string(), 3, 'Ce champ doit être un texte'],
      [z.number(), 'x', 'Ce champ doit être un nombre'],
      [z.int(), 1.5, 'Ce champ doit être un nombre entier'],
      [z.boolean(), 'oui', 'Ce champ doit valoir vrai ou faux'],
      [z.array(z.string()), 'x', 'Ce champ doit être une liste'],
      [z.object({}), [], 'Ce champ doit être un objet'],
      [z.enum(['a', 'b']), 'c', 'Valeur invalide : choisissez parmi « a », « b »'],
      [z.literal('oui'), 'non', 'La valeur doit être « oui »'],
      [z.string().max(3), 'abcd', 'Ce champ ne doit pas dépasser 3 caractères'],
      [z.string().min(1), '', 'Ce champ est requis'],
      [z.string().min(4), 'abc', 'Ce champ doit contenir au moins 4 caractères'],
      [z.number().max(10), 11, 'La valeur ne doit pas dépasser 10'],
      [z.number().lt(10), 10, 'La valeur doit être inférieure à 10'],
      [z.number().min(0), -1, 'La valeur doit être au moins 0'],
      [z.number().gt(0), 0, 'La valeur doit être supérieure à 0'],
      [z.array(z.number()).max(1), [1, 2], 'Ce champ ne doit pas contenir plus de 1 éléments'],
      [z.array(z.number()).min(1), [], 'Ce champ doit contenir au moins 1 élément'],
      [z.email(), 'x', validationMessages.emailInvalid],
      [z.uuid(), 'x', 'Identifiant invalide'],
      [z.url(), 'x', 'Adresse web invalide'],
      [z.string().regex(/^a/), 'b', 'Format invalide'],
      [z.number().multipleOf(5), 3, 'La valeur doit être un multiple de 5'],
      [z.strictObject({}), { b: 1 }, 'Champ non reconnu : « b »'],
      [z.strictObject({}), { b: 1, c: 2 }, 'Champs non reconnus : « b », « c »'],
      [z.union([z.number(), z.boolean()]), 'x', 'Valeur invalide'],
      [z.string().refine(() => false), 'x', 'Valeur invalide'],
      [z.record(z.string().max(1), z.number()), { bb: 1 }, 'Clé invalide'],
      [z.union([z.number(), z.string().max(2)]), 'abc', 'Ce champ ne doit pas dépasser 2 caractères'],
    ];
    for (const [schema, value, message] of cases) {
      const [first] = messagesOf(schema, value);
      expect(first, JSON.stringify(value)).toBe(message);
      expect(first).not.toMatch(ENGLISH);
    }
  });

  it('echoes unknown keys cut short and without control characters', () => {
    const [message] = messagesOf(z.strictObject({}), { [`a\u0000${'x'.repeat(100)}`]: 1 });
    expect(message).not.toMatch(/\p{Cc}/u);
    expect(message?.length).toBeLessThan(100);
  });

  it('leaves the messages the schemas give themselves as they are', () => {
    expect(fieldErrorsOf(loginBodySchema.safeParse({ email: 'x', password: '' }).error as z.ZodError)).toEqual({
      email: validationMessages.emailInvalid,
      password: validationMessages.passwordRequired,
    });
  });

  it('words the query checks that give no message (a section, a search too long, a repeated parameter)', () => {
    expect(messagesOf(videoListQuerySchema, { section: 'nope' })[0]).toMatch(/^Valeur invalide : choisissez parmi « trending »/);
    expect(messagesOf(searchQuerySchema, { q: 'x'.repeat(201) })).toEqual(['Ce champ ne doit pas dépasser 200 caractères']);
    expect(messagesOf(searchQuerySchema, { q: ['a', 'b'] })).toEqual(['Ce champ doit être un texte']);
  });

  it('has a French message for an issue kind it does not know yet', () => {
    expect(frenchIssueMessage({ code: 'some_future_code', input: 1, path: [] } as unknown as z.core.$ZodRawIssue)).toBe('Valeur invalide');
  });
});
