import { Clapperboard, Radio, Smartphone } from 'lucide-react';
import { DELETION_NOTICE_PARAM, myDataMessages } from '@kora/shared';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import { Logo } from '../../../components/ui/logo';
import '../landing.css';

const highlights = [
  { icon: Clapperboard, text: 'Films, séries et contenus exclusifs' },
  { icon: Radio, text: 'Directs de vos créateurs préférés' },
  { icon: Smartphone, text: 'Paiement par mobile money' },
];

/** / and /landing for visitors: what Kora is, and the way in (and, just after a deletion request, when it takes effect). */
export default function LandingPage() {
  const deletionAt = useSearchParams()[0].get(DELETION_NOTICE_PARAM);
  const day = deletionAt && !Number.isNaN(Date.parse(deletionAt)) ? formatDate(deletionAt) : undefined;
  return (
    <main className="landing">
      <div className="landing__glow" aria-hidden />
      <header className="landing__header">
        <Logo />
      </header>
      <section className="landing__hero">
        <h1 className="landing__title">
          Bienvenue sur <span className="text-accent">Kora</span>
        </h1>
        <p className="landing__text">
          Créez un compte pour accéder à la plateforme de streaming : des vidéos à la demande, des directs et les créateurs
          qui font vibrer l'Afrique.
        </p>
        {day && (
          <p className="notice" role="status">
            {myDataMessages.deletionRequested(day)}
          </p>
        )}
        <div className="landing__actions">
          <ButtonLink to="/login" size="lg" block>
            Se connecter
          </ButtonLink>
          <ButtonLink to="/register" size="lg" variant="outline" block>
            Créer un compte
          </ButtonLink>
        </div>
        <ul className="landing__highlights">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon size={20} aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
