import { type AuthUser, catalogueMessages, effectiveTier, profileMessages, tierRank } from '@kora/shared';
import { Compass, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOpenPlanChooser } from '../../../components/plan-chooser/plan-chooser-context';
import { Button } from '../../../components/ui/button';
import { isKidsProfile } from '../../../lib/kids-profile';
import { homeTexts } from '../home-texts';
import '../home.css';

interface HomePageProps {
  user: AuthUser;
  /** 'Découvrir le Contenu': the app opens the first trending video, or scrolls to the rows. */
  onDiscover: () => void;
  /** The rows of videos and the live section, composed by the app. */
  children: ReactNode;
}

/**
 * The content of / for a signed-in user: the hero and its calls to action ('Devenir Premium' only for
 * those below premium: premium and family subscribers are not asked), then the rows. A kids profile gets
 * « Kora Enfants »: a plain title over the rows, nothing to buy.
 */
export default function HomePage({ user, onDiscover, children }: HomePageProps) {
  const openPlanChooser = useOpenPlanChooser();
  const askPremium = tierRank(effectiveTier(user)) < tierRank('premium');
  if (isKidsProfile(user)) {
    return (
      <>
        <section className="kids-welcome" aria-labelledby="kids-title">
          <h1 id="kids-title" className="kids-welcome__title">
            {profileMessages.kidsHomeTitle}
          </h1>
          <p className="kids-welcome__text">{profileMessages.kidsHomeIntro}</p>
        </section>
        <div className="home__rows" id="home-rows">
          {children}
        </div>
      </>
    );
  }
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__backdrop" aria-hidden />
        <div className="hero__content">
          <p className="hero__eyebrow">Kora</p>
          <h1 id="hero-title" className="hero__title">
            {homeTexts.greeting(user.firstName || user.email)}
          </h1>
          <p className="hero__text">{homeTexts.intro}</p>
          <div className="hero__actions">
            <Button size="lg" onClick={onDiscover}>
              <Compass size={20} aria-hidden /> {catalogueMessages.discover}
            </Button>
            {askPremium && (
              <Button size="lg" variant="outline" className="hero__premium" onClick={openPlanChooser}>
                <Crown size={20} aria-hidden /> {catalogueMessages.becomePremium}
              </Button>
            )}
          </div>
        </div>
      </section>
      <div className="home__rows" id="home-rows">
        {children}
      </div>
    </>
  );
}
