import { ageRatingLabels } from '../../age-ratings.js';
import { categoryLabels } from '../../category-labels.js';
import { averageVideoDurationLabels, creatorApplicationStatusLabels, publicationFrequencyLabels } from '../../creator-constants.js';
import { countryLabels, paymentMethodLabels, paymentStatusLabels, subscriptionStateLabels } from '../../payment-constants.js';
import { currencyLabels, currencyShortLabels, passDurationLabels, planIntervalLabels, planKindLabels } from '../../prices.js';
import { profileAvatarLabels } from '../../profiles.js';
import { payoutStatusLabels, sponsorshipStatusLabels } from '../../sponsoring-constants.js';
import { accountTypeLabels, subscriptionStatusLabels, tierLabels } from '../../tier-labels.js';
import { translation, type TranslationEntry } from '../catalogue.js';

/*
 * English labels of the enumerations: account kinds, tiers and statuses, age ratings, plan periods and currencies,
 * countries, creators' choices, sponsorships and payouts, avatars. The keys are the enumerations' values.
 */

export const labelTranslations: readonly TranslationEntry[] = [
  translation(accountTypeLabels, { simple: 'Standard User', creator: 'Content Creator', admin: 'Administrator' }),
  translation(categoryLabels, {
    Action: 'Action',
    Art: 'Art',
    Comédie: 'Comedy',
    Cuisine: 'Cooking',
    Divertissement: 'Entertainment',
    Éducation: 'Education',
    Gaming: 'Gaming',
    Général: 'General',
    Histoire: 'History',
    Jardinage: 'Gardening',
    Lifestyle: 'Lifestyle',
    Mode: 'Fashion',
    Musique: 'Music',
    Nature: 'Nature',
    Santé: 'Health',
    'Science-fiction': 'Science fiction',
    Sport: 'Sport',
    Technologie: 'Technology',
    Thriller: 'Thriller',
    Voyage: 'Travel',
  }),
  translation(tierLabels, { free: 'Free', basic: 'Basic', premium: 'Premium', family: 'Family' }),
  translation(subscriptionStatusLabels, {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
    canceled: 'Cancelled',
    past_due: 'Payment overdue',
  }),

  // The French scale (CSA) read the way English ratings are written: "12+" rather than "-12".
  translation(ageRatingLabels, {
    tous: { badge: 'All ages', long: 'Suitable for all ages' },
    '10': { badge: '10+', long: 'Not recommended for viewers under 10' },
    '12': { badge: '12+', long: 'Not recommended for viewers under 12' },
    '16': { badge: '16+', long: 'Not recommended for viewers under 16' },
    '18': { badge: '18+', long: 'Not recommended for viewers under 18' },
  }),

  // After a subscription's price: '/ month'.
  translation(planIntervalLabels, { day: 'day', week: 'week', month: 'month', year: 'year' }),
  translation(passDurationLabels, { day: '24 hours', week: '7 days', month: '1 month', year: '1 year' }),
  translation(planKindLabels, { subscription: 'Subscription', pass: 'Pass' }),
  translation(currencyLabels, {
    XOF: 'FCFA (XOF, West Africa)',
    XAF: 'FCFA (XAF, Central Africa)',
    EUR: 'Euro (EUR)',
    USD: 'US dollar (USD)',
  }),
  translation(currencyShortLabels, {
    XOF: 'FCFA · West Africa',
    XAF: 'FCFA · Central Africa',
    EUR: 'Euro (€)',
    USD: 'US dollar (US$)',
  }),

  translation(paymentMethodLabels, {
    orange_money: 'Orange Money',
    mtn_mobile_money: 'MTN Mobile Money',
    moov_money: 'Moov Money',
    wave: 'Wave',
    bank_transfer: 'Bank transfer',
    card: 'Bank card',
  }),
  translation(countryLabels, {
    SN: 'Senegal',
    CI: 'Côte d’Ivoire',
    BF: 'Burkina Faso',
    ML: 'Mali',
    NE: 'Niger',
    TG: 'Togo',
    BJ: 'Benin',
    GN: 'Guinea',
    CM: 'Cameroon',
    GA: 'Gabon',
    TD: 'Chad',
    CF: 'Central African Republic',
    CG: 'Congo',
    GQ: 'Equatorial Guinea',
  }),
  translation(subscriptionStateLabels, {
    incomplete: 'Awaiting payment',
    active: 'Active',
    past_due: 'Payment overdue',
    canceled: 'Cancelled',
    expired: 'Expired',
    failed: 'Failed',
  }),
  translation(paymentStatusLabels, { pending: 'Pending', succeeded: 'Successful', failed: 'Failed' }),

  translation(publicationFrequencyLabels, { daily: 'Daily', weekly: 'Weekly', biweekly: 'Every two weeks', monthly: 'Monthly' }),
  translation(averageVideoDurationLabels, { short: 'Short (1-5 min)', medium: 'Medium (5-20 min)', long: 'Long (20 min or more)' }),
  translation(creatorApplicationStatusLabels, { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }),

  translation(sponsorshipStatusLabels, { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' }),
  translation(payoutStatusLabels, {
    requested: 'Requested',
    refused: 'Refused',
    sending: 'Sending',
    pending: 'In progress',
    paid: 'Paid out',
    failed: 'Failed',
  }),

  translation(profileAvatarLabels, {
    ocre: 'Ochre',
    savane: 'Savannah',
    fleuve: 'River',
    indigo: 'Indigo',
    terre: 'Earth',
    lion: 'Lion',
    elephant: 'Elephant',
    girafe: 'Giraffe',
    tortue: 'Tortoise',
  }),
];
