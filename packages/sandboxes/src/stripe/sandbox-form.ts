/** A value of Stripe's form encoding: a string, or nested fields (`items[0][price]`), lists kept as index keys. */
export type FormValue = string | FormFields;
export interface FormFields {
  [key: string]: FormValue;
}

/**
 * Parses Stripe's request encoding (application/x-www-form-urlencoded with bracket notation, as the
 * `stripe` package writes bodies and GET queries: `expand[0]=latest_invoice`, `metadata[koraUserId]=…`,
 * `items[0][price_data][recurring][interval]=month`) into nested fields. Lists stay objects keyed
 * '0', '1'… (read them with `listOf`).
 */
export function parseStripeForm(encoded: string): FormFields {
  const root: FormFields = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string)];
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const created: FormFields = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return root;
}

/** The string at a dotted path (`'price_data.recurring.interval'`), if there is one. */
export function textAt(fields: FormFields, path: string): string | undefined {
  let node: FormValue | undefined = fields;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The nested fields at a key, or an empty set. */
export function fieldsAt(fields: FormFields, key: string): FormFields {
  const node = fields[key];
  return typeof node === 'object' ? node : {};
}

/** The items of a list field (`expand[0]`, `expand[1]`… or `items[0][…]`), in index order. */
export function listOf(fields: FormFields, key: string): FormValue[] {
  const node = fields[key];
  if (node === undefined) return [];
  if (typeof node === 'string') return [node];
  return Object.keys(node)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => node[k] as FormValue);
}

/** The string items of a list (`expand`, `lookup_keys`). */
export const textsOf = (fields: FormFields, key: string): string[] => listOf(fields, key).filter((v): v is string => typeof v === 'string');

/** Metadata as Stripe keeps it: string values only. */
export function metadataOf(fields: FormFields): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldsAt(fields, 'metadata')).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
