import { describe, expect, it } from 'vitest';
import { resolvePath } from './history';
import { joinPaths, matchPath, routeScore } from './match-path';

describe('matchPath', () => {
  it('takes parameters from their segments, decoded, ignoring case and a trailing slash', () => {
    expect(matchPath('/video/:id', '/video/abc')).toEqual({ params: { id: 'abc' }, pathnameBase: '/video/abc' });
    expect(matchPath('/Video/:id', '/video/a%20b/')?.params).toEqual({ id: 'a b' });
    expect(matchPath('/video/:id', '/video')).toBeNull();
    expect(matchPath('/video/:id', '/video/a/b')).toBeNull();
    expect(matchPath('/live', '/live/watch')).toBeNull();
  });

  it('lets a final splat take the rest, its base being what came before', () => {
    expect(matchPath('/admin/*', '/admin')).toEqual({ params: { '*': '' }, pathnameBase: '/admin' });
    expect(matchPath('/admin/*', '/admin/videos/2')).toEqual({ params: { '*': 'videos/2' }, pathnameBase: '/admin' });
    expect(matchPath('/admin/*', '/administration')).toBeNull();
    expect(matchPath('*', '/anything/at/all')?.pathnameBase).toBe('/');
  });

  it('matches whole segments only when asked for a beginning', () => {
    expect(matchPath('/admin', '/admin/videos', false)?.pathnameBase).toBe('/admin');
    expect(matchPath('/admin', '/admins', false)).toBeNull();
  });

  it('escapes what regular expressions would read as operators', () => {
    expect(matchPath('/a.b', '/axb')).toBeNull();
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
  });
});

describe('routeScore', () => {
  it('ranks static before parameters before splats, an index above its layout', () => {
    expect(routeScore('/video/demo', false)).toBeGreaterThan(routeScore('/video/:id', false));
    expect(routeScore('/video/:id', false)).toBeGreaterThan(routeScore('/admin/*', false));
    expect(routeScore('/admin/*', false)).toBeGreaterThan(routeScore('*', false));
    expect(routeScore('videos', false)).toBeGreaterThan(routeScore(undefined, true));
    expect(routeScore(undefined, true)).toBeGreaterThan(routeScore('*', false));
  });
});

describe('paths', () => {
  it('joins relative patterns to their base and keeps absolute ones', () => {
    expect(joinPaths('/admin', 'videos')).toBe('/admin/videos');
    expect(joinPaths('/', 'videos')).toBe('/videos');
    expect(joinPaths('/admin', '/login')).toBe('/login');
  });

  it('resolves links: absolute, query or hash only, objects, and relative to the route', () => {
    expect(resolvePath('/subscribe?plan=premium', '/video/1')).toBe('/subscribe?plan=premium');
    expect(resolvePath('?tab=videos', '/creator-dashboard')).toBe('/creator-dashboard?tab=videos');
    expect(resolvePath({ hash: 'my-list' }, '/')).toBe('/#my-list');
    expect(resolvePath({ pathname: '/x', search: 'a=1' }, '/')).toBe('/x?a=1');
    expect(resolvePath('videos', '/admin/users', '/admin')).toBe('/admin/videos');
  });
});
