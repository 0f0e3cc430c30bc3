/**
 * Field errors keyed by a form's own fields: a message about a list item or a nested value
 * ('contentCategories.0') belongs to its top-level field ('contentCategories'), where the form shows
 * it. The first message per field wins, as in `fieldErrorsOf` (packages/shared/src/field-errors.ts),
 * so a client-side check and the server's answer put the same text under the same field.
 */
export function errorsByTopField(errors: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.', 1)[0] || path;
    out[field] ??= message;
  }
  return out;
}
