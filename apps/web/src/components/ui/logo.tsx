import { Link } from '../../lib/router';
import { uiTexts } from './ui-texts';

/** The Kora wordmark, linking home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={uiTexts.logo}>
      {/* The mark's letter is drawn by CSS: visible text must be part of the link's name, and 'K' is not a word. */}
      <span className="logo__mark" aria-hidden />
      <span className="logo__word" aria-hidden>
        Kora
      </span>
    </Link>
  );
}
