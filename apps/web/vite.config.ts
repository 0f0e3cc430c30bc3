import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './src/sw/precache-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API server in development. changeOrigin stays false: the server compares Origin with Host. */
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), serviceWorkerPlugin()],
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
      // The shared contract's modules only declare things: the ones a chunk does not use (schemas,
      // hence zod) stay out of it.
      treeshake: { moduleSideEffects: (id) => !/packages[\\/]shared[\\/]src[\\/]/.test(id) },
      output: {
        // The framework changes rarely; a chunk of its own stays cached across app deploys.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
            // What the first load and most pages share (requests, toasts, the sign-in redirect, tiers and
            // delays): one chunk rather than one per module, each with its own request and import table.
            {
              name: 'core',
              test: /(apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|query-client|toast|login-redirect)|packages[\\/]shared[\\/]src[\\/](constants|tiers|policies|api-paths|http-error|messages))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
