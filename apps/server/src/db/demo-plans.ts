import { createPlansRepository, type PlanInsert } from '../modules/plans/plans.repository.js';
import type { Database } from './client.js';

const premiumFeatures = ['Full HD 1080p', '4 appareils', 'Bibliothèque complète et exclusivités', 'Téléchargements hors ligne', 'Lives et replays premium'];
const passFeatures = ['Tout le catalogue Premium', 'Lives et replays premium', 'Sans renouvellement : rien à résilier'];

type DemoPlan = PlanInsert & { id: string };

/** A price in both CFA francs (same amount), and in euros and dollars when `cents` is given. */
const priced = (fcfa: number, cents?: number): PlanInsert['prices'] => [
  { currency: 'XOF', amount: fcfa },
  { currency: 'XAF', amount: fcfa },
  ...(cents === undefined ? [] : [{ currency: 'EUR' as const, amount: cents }, { currency: 'USD' as const, amount: cents }]),
];

const monthly = (plan: Pick<DemoPlan, 'id' | 'name' | 'description' | 'tier' | 'features' | 'prices'>, popular = false): DemoPlan => ({
  ...plan,
  interval: 'month',
  kind: 'subscription',
  isActive: true,
  popular,
});

const pass = (plan: Pick<DemoPlan, 'id' | 'name' | 'description' | 'interval' | 'prices'>): DemoPlan => ({
  ...plan,
  tier: 'premium',
  kind: 'pass',
  features: passFeatures,
  isActive: true,
  popular: false,
});

/**
 * The spec's plans (viewer.md §2, §9) and two passes. Premium is the /subscribe reading: 9,99 € or
 * $US, 5 000 FCFA (XOF and XAF) a month. Basic and Family keep the chooser's ratio to it (1 : 2 : 3)
 * and the same FCFA-to-euro ratio (about 500 FCFA for each euro of the European price, as Premium's
 * 5 000 FCFA for 9,99 €): 4,99 € / 2 500 FCFA and 14,99 € / 7 500 FCFA. The passes are for prepaid
 * phones paying by mobile money, so priced in FCFA only: a day for 300 FCFA (the price of a small
 * daily data bundle, under twice the day's share of a month) and a week for 1 500 FCFA (five days'
 * price for seven, under a third of the month). Fixed ids keep the seed idempotent across instances.
 */
export const demoPlans: readonly DemoPlan[] = [
  monthly({
    id: '5e1a0000-0001-4000-8000-000000000001',
    name: 'Basic',
    description: 'L’essentiel de Kora en HD sur un appareil.',
    tier: 'basic',
    features: ['HD 720p', '1 appareil', 'Bibliothèque de base'],
    prices: priced(2500, 499),
  }),
  pass({ id: '5e1a0000-0004-4000-8000-000000000004', name: 'Pass Jour', description: '24 heures de Premium, sans abonnement ni renouvellement.', interval: 'day', prices: priced(300) }),
  pass({ id: '5e1a0000-0005-4000-8000-000000000005', name: 'Pass Semaine', description: '7 jours de Premium, sans abonnement ni renouvellement.', interval: 'week', prices: priced(1500) }),
  monthly(
    {
      id: '5e1a0000-0002-4000-8000-000000000002',
      name: 'Premium',
      description: 'Tout Kora en Full HD 1080p : films, séries, exclusivités et lives.',
      tier: 'premium',
      features: premiumFeatures,
      prices: priced(5000, 999),
    },
    true,
  ),
  monthly({
    id: '5e1a0000-0003-4000-8000-000000000003',
    name: 'Famille',
    description: 'Premium pour toute la famille, avec des profils enfants.',
    tier: 'family',
    features: ['Full HD 1080p', '6 appareils', 'Bibliothèque complète et exclusivités', 'Profils enfants'],
    prices: priced(7500, 1499),
  }),
];

/**
 * Writes the demo plans, in one transaction, while Kora has none; once any plan exists (an admin's or
 * these) it changes nothing, so an admin's plans and deletions survive a restart (delete every plan,
 * and the next start in demo mode brings these back). Two instances starting together write the
 * same fixed ids once. Returns how many plans it wrote.
 */
export async function seedDemoPlans(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const plans = createPlansRepository(tx);
    if (await plans.any()) return 0;
    let created = 0;
    for (const plan of demoPlans) if (await plans.insert(plan)) created += 1;
    return created;
  });
}
