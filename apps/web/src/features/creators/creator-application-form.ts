import { CREATOR_CATEGORIES, type CreatorApplicationBody, type CreatorApplicationStatusView } from '@kora/shared';

/**
 * The application form's values: every field as text, as lib/use-form holds them. The categories
 * are held as the JSON-encoded list the contract accepts (live-creators-admin.md §3), so the page
 * validates the very text it would send with the server's own schema and shows the same messages.
 */
export type ApplicationFormValues = { [K in keyof CreatorApplicationBody]-?: string };

export const emptyApplication: ApplicationFormValues = {
  businessName: '',
  country: '',
  address: '',
  contactInfo: '',
  facebookPage: '',
  instagramPage: '',
  contentCategories: '[]',
  publicationFrequency: '',
  averageVideoDuration: '',
};

/** The categories chosen so far, read from the form's text (anything unreadable is none). */
export function chosenCategories(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The form's text after a tap on `category`: added or removed, the list kept in the spec's order. */
export function toggleCategory(value: string, category: string): string {
  const chosen = new Set(chosenCategories(value));
  if (chosen.has(category)) chosen.delete(category);
  else chosen.add(category);
  const ordered = CREATOR_CATEGORIES.filter((item) => chosen.has(item));
  return JSON.stringify(ordered);
}

export type ApplicationStatus = CreatorApplicationStatusView['status'];

/** What the application page shows, from the account's role and its latest application. */
export type ApplicationPageState = 'creator' | 'pending' | 'form';

/**
 * A creator or admin is one already (an approved application means the same, even before the
 * page's copy of the account knows it); a pending application cannot be followed by a second one
 * (§5); after none or a rejection, the form.
 */
export function applicationPageState(isCreator: boolean, status: ApplicationStatus | undefined): ApplicationPageState {
  if (isCreator || status === 'approved') return 'creator';
  if (status === 'pending') return 'pending';
  return 'form';
}
