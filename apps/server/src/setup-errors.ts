/**
 * A port this process needs is taken: said in French in one line, naming the variable that moves it (PORT,
 * RTMP_PORT, SANDBOX_PORT…) and, where there is one, the other way out. The entry points print its message alone.
 */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError';
  constructor(host: string, port: number, { variable = 'PORT', holder = 'un autre programme', otherwise = '' }: { variable?: string; holder?: string; otherwise?: string } = {}) {
    super(`Le port ${port} (${host}) est déjà utilisé par ${holder} : arrêtez-le, ou choisissez un autre port avec ${variable}.${otherwise ? ` ${otherwise}` : ''}`);
  }
}

/** A sandbox's port held by another installation of Kora or another program (@kora/sandboxes' refusal), said as above. */
export function sandboxPortTaken(error: { port: number; holder: 'other-installation' | 'other-program' }, variable: string, sandbox: string): PortInUseError {
  const holder = error.holder === 'other-installation' ? `${sandbox} d’une autre installation de Kora (une autre base de données, qui recevrait ce que celle-ci envoie)` : 'un autre programme';
  return new PortInUseError('127.0.0.1', error.port, { variable, holder });
}
