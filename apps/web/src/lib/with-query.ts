/**
 * `path?name=value&…` with only the parameters that are set (strings, numbers and booleans; '' and
 * anything else are left out), for list calls with filters and a page:
 * `withQuery(apiPaths.adminAudit, { kind, page })`. Takes a list's query type as it is (zod's input
 * types say `unknown` for coerced numbers).
 */
export function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value !== '')) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
