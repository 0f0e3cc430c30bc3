/** A TCP port free on 127.0.0.1 right now (the cluster launcher's, shared with tests and benches). */
export { freeLoopbackPort as freePort } from '../src/cluster/cluster-processes.js';
