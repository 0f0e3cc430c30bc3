import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { BOOT_ENTRY, bootScriptPlugin } from './src/boot-plugin';
import { serviceWorkerPlugin } from './src/sw/precache-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** lucide-react's icons drawn by components/ui/light-icon.ts rather than its per-render attribute builder. */
const lightIcons = (): Plugin => ({
  name: 'kora-light-icons',
  enforce: 'pre',
  resolveId: (source, importer) =>
    importer?.includes('lucide-react/dist/esm/') && /(^|\/)createLucideIcon\.mjs$/.test(source) ? `${root}src/components/ui/light-icon.ts` : null,
});
/** The API server in development. changeOrigin stays false: the server compares Origin with Host. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [lightIcons(), bootScriptPlugin(), serviceWorkerPlugin()],
  // The pages are written against React's API and run on Preact's (docs/decisions.md, « Preact »): JSX calls
  // Preact's runtime, and what imports React (the pages, TanStack Query, the icons) gets preact/compat.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/$1' },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      // The page, and the boot script that starts the session check before the framework has arrived.
      input: { index: `${root}index.html`, boot: `${root}${BOOT_ENTRY}` },
      // TanStack Query's "use client" marks mean something to React Server Components only, which the app has none of.
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      // The shared contract's modules only declare things: the ones a chunk does not use (schemas,
      // hence zod) stay out of it.
      // A catalogue (`defineMessages`) no chunk reads is left out too: its call only builds the catalogue.
      treeshake: { moduleSideEffects: (id) => !/packages[\\/]shared[\\/]src[\\/]/.test(id), manualPureFunctions: ['defineMessages'] },
      output: {
        // The framework changes rarely; a chunk of its own stays cached across app deploys.
        codeSplitting: {
          // Shared chunks up to 64 KB of source (a page's cards, the player's controls, a button) are copied into each
          // chunk that uses them, their styles with them (one module state all the same, through the runtime's
          // registry). On a 300 ms link with six connections every file is a round trip, and the media of a video
          // waited behind them: the video page asked for 33 files beyond the first load, home for 14; now 3 and 2,
          // for fewer bytes. The price: a page reached from another downloads again what they share (a creator's
          // channel after home 13 KB instead of 10), and the build is larger (2.3 MB of scripts instead of 1.6;
          // nobody downloads all of it).
          experimentalInlineCommonChunks: { maxSize: 64_000 },
          groups: [
            // Paged lists (« Charger plus ») are one page's: their observer stays in that page's chunk.
            {
              name: 'vendor',
              test: (id: string) =>
                /node_modules[\\/](preact|@tanstack)[\\/]/.test(id) && !/[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/.test(id),
            },
            // What the boot script needs, and nothing that imports the framework: it must not wait for it.
            {
              name: 'boot-deps',
              priority: 1,
              test: /(apps[\\/]web[\\/]src[\\/](lib[\\/](early-requests|stored-settings|kids-profile|session-hint)|lib[\\/]router[\\/]match-path|app[\\/](route-paths|home[\\/](home-reads|live-section-code))|components[\\/]player[\\/](player-code|start-plan|warm-playlists|av1-choice)|i18n[\\/]page-locale)|packages[\\/]shared[\\/]src[\\/](api-paths|i18n[\\/]locale))\.ts$/,
            },
            // Everything of the app the first load runs (the entry's static imports; the boot script apart): one
            // chunk, not one per set of pages that shares a piece of it (the first load was 13 files, now 7).
            {
              name: 'core',
              tags: ['$initial'],
              test: (id: string) => /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]src[\\/]/.test(id) && !id.endsWith(BOOT_ENTRY),
            },
          ],
        },
      },
    },
  },
});
