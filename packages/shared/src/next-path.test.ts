import { describe, expect, it } from 'vitest';
import { safeNextPath, withNextPath } from './next-path.js';
import { apiPaths } from './api-paths.js';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/video/42')).toBe('/video/42');
    expect(safeNextPath('/live-viewer/7?x=1#chat')).toBe('/live-viewer/7?x=1#chat');
  });
  it('refuses other origins, the API, the sign-in pages and odd characters', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'video/42', apiPaths.authUser, '/login?next=/x', '/register', '/', '/a\nb', '', null, undefined]) {
      expect(safeNextPath(bad), String(bad)).toBeUndefined();
    }
  });
  it('builds the sign-in address that carries it', () => {
    expect(withNextPath('/login', '/video/42?t=1')).toBe('/login?next=%2Fvideo%2F42%3Ft%3D1');
    expect(withNextPath('/login', '//evil.example')).toBe('/login');
  });
});
