/**
 * A list's filters as a query: the blank ones ('', undefined: "all") left out, so the server sees only what is set.
 * `api('get', apiPaths.adminAudit, { query: setFilters({ kind, page }) })`.
 */
export function setFilters<T extends object>(filters: T): { [K in keyof T]?: Exclude<T[K], ''> } {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as { [K in keyof T]?: Exclude<T[K], ''> };
}
