import { exitOnOldRuntime } from './runtime.js';

// `npm run worker`: background jobs only. The runtime is checked before anything else is loaded.
exitOnOldRuntime();
await import('./start-worker.js');
