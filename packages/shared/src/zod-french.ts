import { z } from 'zod';
import { defineMessages } from './i18n/catalogue.js';
import { validationMessages } from './messages.js';

/*
 * zod's own messages are English ("Invalid option: expected one of …"), and a schema that gives
 * no message of its own (a query's enum, a length cap, a missing field) would show them to a
 * French-speaking person. This map words every kind of issue in plain French, for a form field:
 * zod ships a French locale (`z.locales.fr`), but it speaks of types ("Trop grand : chaîne de
 * caractères doit avoir <=100 caractères"), not of the field a person filled in.
 *
 * It is zod's global `customError`, which ranks below any message a schema gives itself: the
 * messages of messages.ts written into the schemas stay exactly as they are.
 */

type Issue = z.core.$ZodRawIssue;

/** zod's issues in words, for a form field (the language of the moment; English in i18n/en). */
export const zodMessages = defineMessages('zodMessages', {
  /** What a field holding the wrong kind of value should have held. */
  expected: {
    string: 'Ce champ doit être un texte',
    number: 'Ce champ doit être un nombre',
    int: 'Ce champ doit être un nombre entier',
    bigint: 'Ce champ doit être un nombre entier',
    boolean: 'Ce champ doit valoir vrai ou faux',
    date: 'Ce champ doit être une date',
    array: 'Ce champ doit être une liste',
    object: 'Ce champ doit être un objet',
    record: 'Ce champ doit être un objet',
    null: 'Ce champ doit être vide',
  } as Partial<Record<string, string>>,
  /** String formats by the name a person knows them by (an e-mail address: validationMessages.emailInvalid). */
  formats: {
    url: 'Adresse web invalide',
    uuid: 'Identifiant invalide',
    uuidv4: 'Identifiant invalide',
    uuidv6: 'Identifiant invalide',
    uuidv7: 'Identifiant invalide',
    guid: 'Identifiant invalide',
    datetime: 'Date et heure invalides',
    date: 'Date invalide',
    time: 'Heure invalide',
    duration: 'Durée invalide',
  } as Partial<Record<string, string>>,
  required: 'Ce champ est requis',
  badType: 'Type de valeur invalide',
  mustBe: (value: string) => `La valeur doit être ${value}`,
  chooseAmong: (values: string) => `Valeur invalide : choisissez parmi ${values}`,
  badFormat: 'Format invalide',
  multipleOf: (divisor: string) => `La valeur doit être un multiple de ${divisor}`,
  unknownKeys: (count: number, keys: string) => `${count > 1 ? 'Champs non reconnus' : 'Champ non reconnu'} : ${keys}`,
  invalid: 'Valeur invalide',
  badKey: 'Clé invalide',
  badElement: 'Élément invalide',
  quoted: (value: string) => `« ${value} »`,
  textTooLong: (max: string) => `Ce champ ne doit pas dépasser ${max} caractères`,
  listTooLong: (max: string) => `Ce champ ne doit pas contenir plus de ${max} éléments`,
  fileTooLarge: (max: string) => `Le fichier ne doit pas dépasser ${max} octets`,
  below: (max: string) => `La valeur doit être inférieure à ${max}`,
  atMost: (max: string) => `La valeur ne doit pas dépasser ${max}`,
  textTooShort: (min: string) => `Ce champ doit contenir au moins ${min} caractères`,
  listTooShort: (min: string, count: number) => `Ce champ doit contenir au moins ${min} élément${count > 1 ? 's' : ''}`,
  above: (min: string) => `La valeur doit être supérieure à ${min}`,
  atLeast: (min: string) => `La valeur doit être au moins ${min}`,
});
const t = zodMessages;

/** A value as it reads in a sentence (enum options, literals); long or odd ones are cut. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? t.quoted(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Keys a caller sent are echoed cut short and without control characters (they are the caller's text). */
function keyList(keys: readonly string[]): string {
  const names = keys.slice(0, 5).map((k) => shown(k.replace(/\p{Cc}/gu, '')));
  return names.join(', ') + (keys.length > 5 ? '…' : '');
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return t.textTooLong(max);
    case 'array':
    case 'set':
      return t.listTooLong(max);
    case 'file':
      return t.fileTooLarge(max);
    default:
      return issue.inclusive === false ? t.below(max) : t.atMost(max);
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? t.required : t.textTooShort(min);
    case 'array':
    case 'set':
      return t.listTooShort(min, Number(issue.minimum));
    default:
      return issue.inclusive === false ? t.above(min) : t.atLeast(min);
  }
}

/** The French message of any zod issue (what `z.config({ customError })` calls). */
export function frenchIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return t.required;
      return t.expected[issue.expected] ?? t.badType;
    case 'invalid_value':
      return issue.values.length === 1
        ? t.mustBe(shown(issue.values[0]))
        : t.chooseAmong(issue.values.map(shown).join(', '));
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'email' ? validationMessages.emailInvalid : (t.formats[issue.format] ?? t.badFormat);
    case 'not_multiple_of':
      return t.multipleOf(String(issue.divisor));
    case 'unrecognized_keys':
      return t.unknownKeys(issue.keys.length, keyList(issue.keys));
    case 'invalid_union': {
      // When the value had the type of exactly one option, that option says what is wrong with it
      // (a duration sent as text holding a NUL byte), rather than a bare "invalid".
      const typed = issue.errors.filter((errors) => errors[0] && errors[0].code !== 'invalid_type');
      return (typed.length === 1 && typed[0]?.[0]?.message) || t.invalid;
    }
    case 'invalid_key':
      return t.badKey;
    case 'invalid_element':
      return t.badElement;
    default:
      // custom (a refinement that gave no message of its own), and any kind added later.
      return t.invalid;
  }
}

/**
 * Makes {@link frenchIssueMessage} zod's global message for every issue a schema does not word
 * itself. zod's configuration is global to the process (or page), so once is enough; calling
 * it again changes nothing. The request-schema helpers of schemas/text.ts call it when their
 * module loads, so every side that parses a request schema has French messages.
 */
export function installFrenchZodErrors(): void {
  z.config({ customError: frenchIssueMessage });
}
