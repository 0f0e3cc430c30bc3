import path from 'node:path';

/**
 * The server package's root. This file sits directly in src/, and the bundle in dist/ is
 * one level deep too, so the same expression holds for `tsx src/...` and `node dist/main.js`.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const migrationsDir = path.join(serverRoot, 'migrations');
