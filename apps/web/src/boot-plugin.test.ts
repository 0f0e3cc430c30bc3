import { describe, expect, it } from 'vitest';
import { bootTags } from './boot-plugin';

const chunk = (name: string, fileName: string, imports: string[], isEntry = true) => ({ type: 'chunk', isEntry, name, fileName, imports });

describe('the boot script in index.html', () => {
  it('preloads every chunk the boot entry imports that the page does not preload already', () => {
    const bundle = {
      'boot.js': chunk('boot', 'assets/boot-1.js', ['assets/runtime-1.js', 'assets/boot-deps-1.js', 'assets/av1-choice-1.js']),
      'index.js': chunk('index', 'assets/index-1.js', ['assets/runtime-1.js']),
    };
    const html = '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';
    const tags = bootTags(html, bundle);
    expect(tags[0]).toMatchObject({ tag: 'script', attrs: { type: 'module', src: '/assets/boot-1.js' }, injectTo: 'head-prepend' });
    expect(tags.slice(1).map((t) => t.attrs?.href)).toEqual(['/assets/boot-deps-1.js', '/assets/av1-choice-1.js']);
    expect(tags.slice(1).every((t) => t.tag === 'link' && t.attrs?.rel === 'modulepreload')).toBe(true);
  });

  it('points at the source in development and refuses a build without the boot entry', () => {
    expect(bootTags('', undefined)).toEqual([{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: '/src/boot.ts' }, injectTo: 'head-prepend' }]);
    expect(() => bootTags('', { 'index.js': chunk('index', 'assets/index-1.js', []) })).toThrow(/boot entry/);
  });
});
