import { translation } from '@kora/shared';
import { chartTexts } from '../../components/chart/chart-texts';
import { formsTexts } from '../../components/forms/forms-texts';
import { planChooserTexts } from '../../components/plan-chooser/plan-chooser-texts';

export const englishViewerComponents = [
  translation(planChooserTexts, {
    currentSubscription: 'Current subscription',
    // viewer.md §9: the original app's badge.
    popular: 'POPULAR',
    orPrice: (price) => `or ${price}`,
    choose: (plan) => `Choose ${plan}`,
    buy: (pass) => `Buy ${pass}`,
    included: 'Already included',
    loadFailed: 'The plans could not be loaded.',
    empty: 'No plans are available at the moment.',
    passes: 'No-commitment passes',
  }),
  translation(chartTexts, {
    total: (value) => `Total: ${value}`,
    point: (point, value) => `${point}: ${value}`,
    showValues: 'Show the values',
  }),
  translation(formsTexts, {
    ageRating: 'Age rating',
    choose: 'Choose…',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    requirements: 'Password requirements',
    minLength: (length) => `At least ${length} characters`,
    notCurrent: 'Preferably different from your current password',
    changePassword: 'Change password',
  }),
];
