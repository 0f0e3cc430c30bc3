import { exitOnOldRuntime } from '../runtime.js';

// `npm run cluster`: the production topology on this machine. The runtime is checked before anything else is loaded.
exitOnOldRuntime();
await import('./start.js');
