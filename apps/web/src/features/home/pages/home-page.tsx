import type { User } from '@kora/shared';
import '../home.css';

/** The content of / for a signed-in user. The rows of videos and the live section come next. */
export default function HomePage({ user }: { user: User }) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__backdrop" aria-hidden />
        <div className="hero__content">
          <p className="hero__eyebrow">Kora</p>
          <h1 id="hero-title" className="hero__title">
            Bonjour {user.firstName || user.email}, que regardons-nous aujourd'hui ?
          </h1>
          <p className="hero__text">Films, séries, directs et créateurs d'ici : tout Kora au même endroit.</p>
        </div>
      </section>
      {/* Rows (Trending Now, My List, Popular Movies, Premium Exclusives) and the live section plug in here. */}
      <div className="home__rows" id="home-rows" />
    </>
  );
}
