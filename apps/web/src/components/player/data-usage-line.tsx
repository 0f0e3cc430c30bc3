import { useState } from 'react';
import { dataUsedThisMonth, formatMegabytes } from './data-usage';

/** /settings: 'Données utilisées ce mois-ci par ce profil sur cet appareil : 84 Mo' (what the players downloaded for this profile, counted here). */
export function DataUsageLine({ profileId }: { profileId: string }) {
  const [bytes] = useState(() => dataUsedThisMonth(new Date(), undefined, profileId));
  return (
    <p className="data-usage" data-testid="data-usage">
      Données utilisées ce mois-ci par ce profil sur cet appareil : <strong>{formatMegabytes(bytes)}</strong>
    </p>
  );
}
