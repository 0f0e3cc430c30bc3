/**
 * Path patterns of the app's routes: '/video/:id', '/admin/*', 'videos' (relative to the route
 * around it), '*'. Matching ignores case and a trailing slash; a ':name' segment takes one
 * segment, a final '*' the rest. Pure functions, no browser.
 */

export type Params = Readonly<Partial<Record<string, string>>>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched, without what a final '*' took (the base of routes inside). */
  pathnameBase: string;
}

/** Joins a base and a relative pattern: ('/admin', 'videos') → '/admin/videos'; an absolute pattern stays itself. */
export function joinPaths(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pattern` (absolute) against `pathname`; with `end` false, a match of the beginning
 * (whole segments) is enough, as for a route whose children match the rest.
 */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const segments = pattern.replace(/^\/*/, '').replace(/\/+$/, '').split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  if (splat) segments.pop();
  const names: string[] = [];
  const body = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escape(segment)}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  const tail = splat ? '(?:/(.*))?/?$' : end ? '/?$' : '(?=/|$)';
  const found = new RegExp(`^(${body})${tail}`, 'i').exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = safeDecode(found[i + 2] ?? '')));
  if (splat) params['*'] = safeDecode(found[names.length + 2] ?? '');
  return { params, pathnameBase: found[1] || '/' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * How specific a route is, so '/video/demo' wins over '/video/:id' and '*' comes last whatever
 * the order they are written in: static segments weigh most, then parameters, an index route
 * a little, a splat takes some away.
 */
export function routeScore(path: string | undefined, index: boolean): number {
  const segments = (path ?? '').split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}
