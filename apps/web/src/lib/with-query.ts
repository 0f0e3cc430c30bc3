/**
 * `path?name=value&…` with only the parameters that are set (undefined, null and '' are left
 * out), for list calls with filters and a page: `withQuery(apiPaths.adminAudit, { kind, page })`.
 */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
