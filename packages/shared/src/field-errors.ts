import type { z } from 'zod';

/** First message per field of a failed parse, keyed by the field's dotted path: the `fieldErrors` of an error body. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}
