import { exitOnOldRuntime } from './runtime.js';

// `npm run restore -- <backup> [--force]`. The runtime is checked before anything else is loaded.
exitOnOldRuntime();
const { restoreCommand } = await import('./backup/commands.js');
await restoreCommand(process.argv.slice(2));
