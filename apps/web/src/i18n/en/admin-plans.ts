import { translation } from '@kora/shared';
import { adminPlansTexts } from '../../features/admin-plans/admin-plans-texts';

/** 'POPULAR': viewer.md §2 quotes the original app's badge. */
export const englishAdminPlans = [
  translation(adminPlansTexts, {
    title: 'Plans',
    newPlan: 'New plan',
    empty: 'No plans yet: the plan chooser is empty.',
    active: 'Active',
    inactive: 'Inactive',
    popular: 'POPULAR',
    passFor: (duration) => `Pass · ${duration}`,
    subscriptionPer: (interval) => `Subscription · per ${interval}`,
    editName: (name) => `Edit ${name}`,
    deleteName: (name) => `Delete ${name}`,
    prices: 'Prices',
    deletedTitle: 'Plan deleted',
    deletedDescription: (name) => `“${name}” has been deleted.`,
    deactivatedTitle: 'Plan deactivated',
    deactivatedDescription: (name) => `“${name}” has subscriptions or payments: it is kept, but no longer offered.`,
    editTitle: 'Edit the plan',
    confirmTitle: 'Delete the plan?',
    confirmBody: (name) =>
      `“${name}” will no longer be offered. If it has subscriptions or payments, it is deactivated and kept for them; otherwise it is deleted permanently.`,
    form: {
      name: 'Name',
      description: 'Description',
      tier: 'Tier granted',
      kind: 'Type',
      kindHint: 'A pass is bought once, with no renewal.',
      interval: 'Period',
      fixed: 'Cannot change: subscribers bought it this way. Create another plan if needed.',
      features: 'Features',
      featuresHint: 'One per line; blank lines are ignored.',
      pricesHint: (editing) =>
        `Blank: not sold in this currency. FCFA without decimals, € and US$ with cents (9.99 or 9,99). A price that is not a number counts as 0.${editing ? ' A new price applies to future purchases; current subscriptions keep theirs.' : ''}`,
      isActive: 'Active (offered to subscribers)',
      popular: 'Popular (featured)',
      create: 'Create the plan',
      editedTitle: 'Plan edited',
      editedDescription: (name) => `“${name}” is up to date; a new price applies to future purchases.`,
      createdTitle: 'Plan created',
      createdDescription: (name, isActive) => `“${name}” ${isActive ? 'is offered to subscribers' : 'is created, inactive'}.`,
    },
  }),
];
