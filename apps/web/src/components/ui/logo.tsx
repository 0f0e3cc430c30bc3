import { Link } from '../../lib/router';

/** The Kora wordmark, linking home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Kora, accueil">
      <span className="logo__mark" aria-hidden>
        K
      </span>
      <span className="logo__word" aria-hidden>
        Kora
      </span>
    </Link>
  );
}
