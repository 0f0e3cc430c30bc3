import { currentLocale, translateText } from './i18n/catalogue.js';
import type { z } from 'zod';

/** First message per field of a failed parse, keyed by the field's dotted path: the `fieldErrors` of an error body. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    // A schema's own message was read as its module loaded (French): it is given in the language of the moment.
    out[key] ??= translateText(issue.message, currentLocale());
  }
  return out;
}
