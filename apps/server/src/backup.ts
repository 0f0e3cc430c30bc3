import { exitOnOldRuntime } from './runtime.js';

// `npm run backup -- <folder>`. The runtime is checked before anything else is loaded.
exitOnOldRuntime();
const { backupCommand } = await import('./backup/commands.js');
await backupCommand(process.argv.slice(2));
