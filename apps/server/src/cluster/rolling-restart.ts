import { type ClusterProcess, stopAll, waitFor } from './cluster-processes.js';

/** An API instance of the cluster as the roll sees it. */
export interface RollingInstance {
  id: string;
  port: number;
  proc: ClusterProcess;
}

interface Roll<I extends RollingInstance> {
  /** The instances, replaced in place one at a time. */
  instances: I[];
  /** Starts the `index`-th instance again on `port` (1 for the first: it takes the ingest), on the build now in dist/, until ready. */
  start: (index: number, port: number) => Promise<I>;
  /** Which instance answers a request through the front now (its x-kora-instance). */
  answeredBy: () => Promise<string | null>;
  log: (line: string) => void;
}

/**
 * Restarts the API instances one at a time, each on its own port again, so people notice nothing and nginx's
 * configuration never changes (a reload would close its idle client connections under the clients' feet). The
 * instance stops as on SIGTERM: it stops accepting, so nginx sends new requests to the next instance (a refused
 * connection is retried there, whatever the method); the requests it holds finish; its chat sockets close and the
 * pages reconnect through the front, asking for what they missed. Then the new one starts on the build now in dist/
 * (its migrations, only ever additive, run first while the others serve), and the next waits until nginx sends to it
 * again on the same port.
 * The ingest's instance goes the same way: an encoder reconnects within the reconnection grace.
 */
export async function rollInstances<I extends RollingInstance>({ instances, start, answeredBy, log }: Roll<I>): Promise<void> {
  for (let i = 0; i < instances.length; i += 1) {
    const old = instances[i] as I;
    await stopAll([old.proc], 30_000);
    log(`${old.id} : arrêté, redémarrage sur le port ${old.port}`);
    instances[i] = await start(i + 1, old.port);
    // nginx counted the refused connections while it was down and leaves it aside for a few seconds (fail_timeout):
    // the next one stops only once the front sends to this one again, or both would be out at once.
    await waitFor(`${old.id} derrière nginx`, undefined, async () => (await answeredBy()) === old.id, 30_000);
    log(`${old.id} : prêt, servi par nginx`);
  }
}
