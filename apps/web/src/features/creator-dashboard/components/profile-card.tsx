import { averageVideoDurationLabels, publicationFrequencyLabels, type CreatorProfile } from '@kora/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { creatorDashboardTexts } from '../creator-dashboard-texts';

/** A social page, opened in a new tab that cannot reach back into Kora (and only a web address becomes a link). */
function SocialLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="dashboard-profile__link">
      {href} <ExternalLink size={14} aria-hidden />
    </a>
  );
}

/**
 * Profil: the read-only card of the creator profile (live-creators-admin.md §2) — channel name,
 * country, contact, publication frequency and video length in French, categories as chips, address,
 * and the Facebook and Instagram pages when given.
 */
export function ProfileCard({ profile }: { profile: CreatorProfile }) {
  const texts = creatorDashboardTexts.profile;
  const rows: [string, ReactNode][] = [
    [texts.businessName, profile.businessName],
    [texts.country, profile.country],
    [texts.contact, profile.contactInfo],
    [texts.frequency, publicationFrequencyLabels[profile.publicationFrequency]],
    [texts.duration, averageVideoDurationLabels[profile.averageVideoDuration]],
    [
      texts.categories,
      <ul className="dashboard-profile__chips" role="list">
        {profile.categories.map((category) => (
          <li key={category} className="dashboard-profile__chip">
            {category}
          </li>
        ))}
      </ul>,
    ],
    [texts.address, profile.address],
  ];
  if (profile.facebookPage) rows.push(['Facebook', <SocialLink href={profile.facebookPage} />]);
  if (profile.instagramPage) rows.push(['Instagram', <SocialLink href={profile.instagramPage} />]);

  return (
    <Card className="dashboard-profile">
      <h2 className="dashboard-profile__title">{texts.title}</h2>
      <dl className="dashboard-profile__list">
        {rows.map(([label, value]) => (
          <div key={label} className="dashboard-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
