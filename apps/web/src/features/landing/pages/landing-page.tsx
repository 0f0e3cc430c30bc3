import { Clapperboard, Radio, Smartphone } from 'lucide-react';
import { DELETION_NOTICE_PARAM, myDataMessages } from '@kora/shared';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useSearchParams } from '../../../lib/router';
import { Logo } from '../../../components/ui/logo';
import { LanguageSwitch } from '../../../components/language/language-switch';
import { landingTexts } from '../landing-texts';
import '../landing.css';

const highlights = [
  { icon: Clapperboard, key: 'films' },
  { icon: Radio, key: 'lives' },
  { icon: Smartphone, key: 'mobileMoney' },
] as const;

/** / and /landing for visitors: what Kora is, and the way in (and, just after a deletion request, when it takes effect). */
export default function LandingPage() {
  const deletionAt = useSearchParams()[0].get(DELETION_NOTICE_PARAM);
  const day = deletionAt && !Number.isNaN(Date.parse(deletionAt)) ? formatDate(deletionAt) : undefined;
  return (
    <main className="landing">
      <div className="landing__glow" aria-hidden />
      <header className="landing__header">
        <Logo />
        <LanguageSwitch />
      </header>
      <section className="landing__hero">
        <h1 className="landing__title">
          {landingTexts.welcome} <span className="text-accent">Kora</span>
        </h1>
        <p className="landing__text">{landingTexts.intro}</p>
        {day && (
          <p className="notice" role="status">
            {myDataMessages.deletionRequested(day)}
          </p>
        )}
        <div className="landing__actions">
          <ButtonLink to="/login" size="lg" block>
            {landingTexts.signIn}
          </ButtonLink>
          <ButtonLink to="/register" size="lg" variant="outline" block>
            {landingTexts.register}
          </ButtonLink>
        </div>
        <ul className="landing__highlights">
          {highlights.map(({ icon: Icon, key }) => (
            <li key={key}>
              <Icon size={20} aria-hidden />
              {landingTexts.highlights[key]}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
