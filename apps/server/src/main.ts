import { exitOnOldRuntime } from './runtime.js';

// `npm start`: the server. The runtime is checked before anything else is loaded (start-server.ts and its dependencies).
exitOnOldRuntime();
await import('./start-server.js');
