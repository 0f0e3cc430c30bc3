import { useState } from 'react';
import { dataUsedThisMonth, formatMegabytes } from './data-usage';
import { playerDataUsageTexts } from './data-usage-texts';

/** /settings: 'Données utilisées ce mois-ci par ce profil sur cet appareil : 84 Mo' (what the players downloaded for this profile, counted here). */
export function DataUsageLine({ profileId }: { profileId: string }) {
  const [bytes] = useState(() => dataUsedThisMonth(new Date(), undefined, profileId));
  return (
    <p className="data-usage" data-testid="data-usage">
      {playerDataUsageTexts.usedThisMonth} <strong>{formatMegabytes(bytes)}</strong>
    </p>
  );
}
