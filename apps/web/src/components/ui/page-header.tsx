import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/router';
import { uiTexts } from './ui-texts';

/** A page's title with a back arrow before it ('Retour à l'accueil' by default). */
export function PageHeader({ title, backTo = '/', backLabel = uiTexts.backHome }: { title: string; backTo?: string; backLabel?: string }) {
  return (
    <header className="page-header">
      <Link to={backTo} className="icon-button" aria-label={backLabel}>
        <ArrowLeft size={22} aria-hidden />
      </Link>
      <h1 className="page-header__title">{title}</h1>
    </header>
  );
}
