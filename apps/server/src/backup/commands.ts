import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { PortInUseError } from '../setup-errors.js';
import { BackupError } from './manifest.js';
import { restoreBackup } from './restore-backup.js';
import { isClusterBackup, restoreClusterBackup } from '../cluster/cluster-storage.js';
import { takeBackup } from './take-backup.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** A refusal Kora explains is said in one line; anything else with its stack. */
function fail(error: unknown): never {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof PortInUseError) console.error(error.message);
  else console.error('Échec :', error);
  process.exit(1);
}

/** `npm run backup -- <folder>`: a new backup inside <folder>, with the server's own settings (.env, environment); its path is the last line. */
export async function backupCommand(args: readonly string[]): Promise<void> {
  const [folder, ...rest] = args;
  if (!folder || rest.length > 0) {
    console.error('Usage : npm run backup -- <dossier>   (une nouvelle sauvegarde est écrite dans ce dossier)');
    process.exit(2);
  }
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    const backup = await takeBackup(loadConfig(), path.resolve(folder), say);
    say(backup);
  } catch (error) {
    fail(error);
  }
}

/** `npm run restore -- <backup> [--force]`: rebuilds the configured DATA_DIR (or DATABASE_URL) and media storage from a backup. */
export async function restoreCommand(args: readonly string[]): Promise<void> {
  const force = args.includes('--force');
  const [backup, ...rest] = args.filter((arg) => arg !== '--force');
  if (!backup || rest.length > 0) {
    console.error('Usage : npm run restore -- <sauvegarde> [--force]   (--force remplace une cible qui n’est pas vide)');
    process.exit(2);
  }
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    const from = path.resolve(backup);
    // A cluster's backup goes back into a cluster's folder (DATA_DIR as `npm run cluster` takes it).
    const summary = isClusterBackup(from) ? await restoreClusterBackup(process.env, from, { force, log: say }) : await restoreBackup(loadConfig(), from, { force, log: say });
    const start = 'dataDir' in summary ? `DATA_DIR=${summary.dataDir} npm run cluster` : 'npm run serve';
    say(`Restauration terminée en ${(summary.durationMs / 1000).toFixed(1)} s : ${summary.mediaObjects} fichiers de médias ; ${summary.sessionsEnded} sessions fermées (chacun se reconnecte). Démarrez Kora : ${start}.`);
  } catch (error) {
    fail(error);
  }
}
