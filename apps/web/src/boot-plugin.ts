import type { HtmlTagDescriptor, Plugin } from 'vite';

/*
 * Build-time only (vite.config.ts): boot.ts is an entry of its own, so it runs as soon as its few hundred
 * bytes arrive instead of after the framework the app's entry imports. Vite would merge a second
 * <script> of index.html into the app's entry; this plugin adds the boot script's tag itself, first in
 * <head>. Not async: module scripts run in the order of their tags, each as soon as it and those before it
 * are there, so the boot script never waits for the app's, and the app's first read always finds what the
 * boot script started (async, a cached app could run first and ask again). Nothing of the app imports this file.
 */
export const BOOT_ENTRY = 'src/boot.ts';

/** The smallest view of a built chunk this plugin reads (Rollup's OutputChunk). */
interface BuiltChunk {
  type: 'chunk';
  isEntry: boolean;
  name: string;
  fileName: string;
  imports: string[];
}

/**
 * The tags index.html gets for the boot entry: its script, and a module preload of every chunk it imports that the
 * page does not already preload. Without them the boot script's imports are found only once it has arrived, a
 * round trip later (300 ms on the phone's link), and the session check waits for them.
 */
export function bootTags(html: string, bundle: Record<string, { type: string }> | undefined): HtmlTagDescriptor[] {
  if (!bundle) return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${BOOT_ENTRY}` }, injectTo: 'head-prepend' }];
  const chunk = Object.values(bundle).find((c): c is BuiltChunk => c.type === 'chunk' && (c as BuiltChunk).isEntry && (c as BuiltChunk).name === 'boot');
  if (!chunk) throw new Error('the boot entry is missing from the bundle');
  const preloads = chunk.imports
    .filter((file) => !html.includes(`/${file}"`))
    .map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head-prepend' }));
  return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }, ...preloads];
}

export function bootScriptPlugin(): Plugin {
  return {
    name: 'kora-boot-script',
    transformIndexHtml: { order: 'post', handler: (html, ctx) => bootTags(html, ctx.bundle) },
  };
}
