import type { Plugin } from 'vite';

/*
 * Build-time only (vite.config.ts): boot.ts is an entry of its own, so it runs as soon as its few hundred
 * bytes arrive instead of after the framework the app's entry imports. Vite would merge a second
 * <script> of index.html into the app's entry; this plugin adds the boot script's tag itself, first in
 * <head>. Not async: module scripts run in the order of their tags, each as soon as it and those before it
 * are there, so the boot script never waits for the app's, and the app's first read always finds what the
 * boot script started (async, a cached app could run first and ask again). Nothing of the app imports this file.
 */
export const BOOT_ENTRY = 'src/boot.ts';

export function bootScriptPlugin(): Plugin {
  return {
    name: 'kora-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = ctx.bundle && Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot');
        const src = ctx.bundle ? (chunk ? `/${chunk.fileName}` : null) : `/${BOOT_ENTRY}`;
        if (!src) throw new Error('the boot entry is missing from the bundle');
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
