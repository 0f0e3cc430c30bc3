import { DEFAULT_LOCALE, type Locale } from './locale.js';

/*
 * Message catalogues without a library. A catalogue is a plain object of French texts (strings, functions that
 * compose one, or nested groups of them) made with {@link defineMessages}; code reads it as before
 * (`serverMessages.notFound`, `serverMessages.rateLimited(3)`), and each read answers in the active language: the
 * request's on the server, the page's in the browser. Another language is a {@link Translation} of the same shape,
 * checked by the compiler key for key, and installed where it is needed ({@link installTranslations}): the server
 * installs every language at start, a page only the one it speaks (a chunk of its own, loaded before the first
 * render), so a French page carries no English. Why not i18next (18 KB gzipped), react-intl (15 KB) or Lingui
 * (3.4 KB and a compiler step): the catalogues are typed objects already shared by the server and the page, the
 * messages that take values are plain functions, and this file is all the machinery (docs/decisions.md, Language).
 *
 * A read captured once at a module's top level (a zod schema's message, say) stays French: the server translates
 * such texts where it answers ({@link translateText}).
 */

type Text = string | ((...args: never[]) => string);

/** The same shape as a French catalogue, with texts of another language (literal types widened). */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};

let activeLocale: () => Locale = () => DEFAULT_LOCALE;

/** Where the active language comes from: the server's request context, the page's chosen language. */
export function setLocaleSource(source: () => Locale): void {
  activeLocale = source;
}

/** The language texts are read in now. */
export function currentLocale(): Locale {
  return activeLocale();
}

/** Every catalogue made, by name: what the parity check walks. */
const catalogues = new Map<string, object>();
/** The French object behind each catalogue's proxy, and each language's texts for it. */
const frenchOf = new WeakMap<object, object>();
const translations = new WeakMap<object, Partial<Record<Locale, object>>>();

/** A catalogue of French texts, read in the active language. `name` is unique across the application. */
export function defineMessages<T extends Record<string, unknown>>(name: string, french: T): Translation<T> {
  if (catalogues.has(name)) throw new Error(`Catalogue déclaré deux fois : ${name}`);
  const proxy = new Proxy(french, {
    get(target, key, receiver) {
      const locale = activeLocale();
      if (locale !== DEFAULT_LOCALE && typeof key === 'string') {
        const other = translations.get(target)?.[locale] as Record<string, unknown> | undefined;
        if (other && key in other) return other[key];
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  catalogues.set(name, proxy);
  frenchOf.set(proxy, french);
  return proxy as Translation<T>;
}

/** One catalogue's texts in another language, as {@link installTranslations} takes them. */
export interface TranslationEntry {
  catalogue: object;
  texts: object;
}

/** Pairs a catalogue with its texts in a language, checked by the compiler against the French shape. */
export function translation<T>(of: T, texts: Translation<NoInfer<T>>): TranslationEntry {
  return { catalogue: of as object, texts: texts as object };
}

/** Makes `locale`'s texts the ones its readers get. */
export function installTranslations(locale: Locale, entries: readonly TranslationEntry[]): void {
  for (const { catalogue: proxy, texts } of entries) {
    const french = frenchOf.get(proxy);
    if (!french) throw new Error('Traduction d’un objet qui n’est pas un catalogue');
    translations.set(french, { ...translations.get(french), [locale]: texts });
    reverse.delete(locale);
  }
}

/** The catalogues made so far (name → French texts), and a language's texts for one of them. */
export function listCatalogues(): Array<{ name: string; french: object; texts: (locale: Locale) => object | undefined }> {
  return [...catalogues].map(([name, proxy]) => {
    const french = frenchOf.get(proxy) as object;
    return { name, french, texts: (locale: Locale) => translations.get(french)?.[locale] };
  });
}

/** Per language: each fixed French text of every catalogue → the same text in that language. */
const reverse = new Map<Locale, Map<string, string>>();

function pairStrings(french: unknown, other: unknown, into: Map<string, string>): void {
  if (typeof french === 'string' && typeof other === 'string') {
    if (!into.has(french)) into.set(french, other);
    return;
  }
  if (french && other && typeof french === 'object' && typeof other === 'object') {
    for (const [key, value] of Object.entries(french)) pairStrings(value as Text | object, (other as Record<string, unknown>)[key], into);
  }
}

/**
 * A French text in `locale`, when a catalogue holds it (the same text otherwise): for what was read before the
 * language was known, such as the messages of schemas made when a module loads.
 */
export function translateText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  let table = reverse.get(locale);
  if (!table) {
    table = new Map();
    for (const entry of listCatalogues()) pairStrings(entry.french, entry.texts(locale), table);
    reverse.set(locale, table);
  }
  return table.get(text) ?? text;
}

/** Where two catalogues' shapes differ: a key missing on either side, or a function taking another number of values. */
function shapeProblems(french: unknown, other: unknown, at: string): string[] {
  if (typeof french === 'function') return typeof other === 'function' && other.length === french.length ? [] : [`${at} : fonction attendue (${french.length} valeurs)`];
  if (typeof french === 'string') return typeof other === 'string' && other.trim() !== '' ? [] : [`${at} : texte manquant`];
  if (!french || typeof french !== 'object') return [];
  if (!other || typeof other !== 'object') return [`${at} : groupe manquant`];
  const keys = new Set([...Object.keys(french), ...Object.keys(other)]);
  return [...keys].flatMap((key) =>
    key in french ? shapeProblems((french as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key} : clé en trop`],
  );
}

/** Whether `value` is a catalogue (what {@link defineMessages} made). */
export function isCatalogue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && frenchOf.has(value);
}

/**
 * Every text that `locale` lacks (or has in another shape) among the catalogues in `among` (the exports of some
 * modules: what is not a catalogue is passed over), or among every catalogue made so far: the parity check's answer.
 */
export function missingTranslations(locale: Locale, among?: readonly unknown[]): string[] {
  const chosen = among && new Set(among.filter(isCatalogue).map((proxy) => frenchOf.get(proxy as object)));
  return listCatalogues().filter(({ french }) => !chosen || chosen.has(french)).flatMap(({ name, french, texts }) => {
    const other = texts(locale);
    return other ? shapeProblems(french, other, name) : [`${name} : catalogue sans traduction`];
  });
}
