import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/*
 * Build-time only (vite.config.ts): writes dist/sw.js, the service worker, from push-message.js and service-worker.js
 * with the lists of what it keeps. Nothing of the app imports this file.
 */

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/** The offline screen and the downloads' pages: precached with the shell, so the app opens offline on them. */
const OFFLINE_PAGES = /[\\/]features[\\/]downloads[\\/]pages[\\/]/;
/** What plays a download: hls.js and the downloads' player; kept only for people who have downloads. */
const PLAYER_MODULES = /[\\/]node_modules[\\/]hls\.js[\\/]|[\\/]features[\\/]downloads[\\/]components[\\/]offline-player/;

/** A chunk's file, its static imports (transitively) and their CSS, as absolute URLs. */
function closureOf(bundle: BundleLike, roots: ChunkLike[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || seen.has(`/${fileName}`)) return;
    seen.add(`/${fileName}`);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root.fileName);
  return [...seen].sort();
}

/** push-message.js as a plain script: its functions become the worker's own (the unit test imports it as a module). */
export function withoutExports(source: string): string {
  return source.replace(/^export (?=(?:async )?function |const |let )/gm, '');
}

/** Emits sw.js: the app shell (index, entry and its imports), the offline pages, and the player kept on demand. */
export function serviceWorkerPlugin(): Plugin {
  const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  const template = `${withoutExports(read('./push-message.js'))}\n${read('./service-worker.js')}`;
  return {
    name: 'kora-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as BundleLike;
      const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
      const shell = ['/', '/manifest.webmanifest', '/favicon.svg', ...closureOf(bundle, chunks.filter((c) => c.isEntry))];
      const offline = closureOf(bundle, chunks.filter((c) => c.facadeModuleId !== null && OFFLINE_PAGES.test(c.facadeModuleId)));
      const player = closureOf(bundle, chunks.filter((c) => c.moduleIds.some((id) => PLAYER_MODULES.test(id))));
      const precache = [...new Set([...shell, ...offline])];
      const version = createHash('sha256').update(JSON.stringify([precache, player, template])).digest('hex').slice(0, 12);
      const lists = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\nconst PLAYER = ${JSON.stringify(player.filter((url) => !precache.includes(url)))};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `${lists}${template}` });
    },
  };
}
