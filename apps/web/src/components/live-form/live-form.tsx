import { categoryLabels, LIVE_CATEGORIES, liveMessages, TIERS } from '@kora/shared';
import { Plus } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { formActionError } from '../../lib/action-error';
import { AgeRatingField } from '../forms/age-rating-field';
import { Button } from '../ui/button';
import { FormField, SelectField, TextareaField } from '../ui/form-field';
import { liveFormTexts } from './live-form-texts';

type LiveFieldName = 'title' | 'description' | 'category' | 'requiredTier' | 'ageRating';

interface LiveFormProps {
  className: string;
  /** useForm's field(): the five fields every live has are bound through it (ageRating starts empty: the person chooses). */
  field: (name: LiveFieldName) => { name: string; value: string; error: string | undefined; onChange: (value: string) => void };
  /** While the creation is sent: the fields are disabled and the button waits. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Marks 'Titre' as required (the creators' form does). */
  titleRequired?: boolean;
  /** Fields after the five shared ones (the creators' optional date). */
  children?: ReactNode;
}

/**
 * A live's creation form, the creators' (/live) and the admin's ('Gestion des lives'): title,
 * description, category, tier, age rating (none chosen in advance), then any field of the caller's
 * own, and 'Créer le live'.
 */
export function LiveForm({ className, field, pending, onSubmit, titleRequired = false, children }: LiveFormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate>
      <fieldset className="form__fields" disabled={pending}>
        <FormField label={liveFormTexts.title} maxLength={120} required={titleRequired} {...field('title')} />
        <TextareaField label={liveFormTexts.description} rows={3} maxLength={2000} {...field('description')} />
        <SelectField label={liveFormTexts.category} options={LIVE_CATEGORIES} labels={categoryLabels} {...field('category')} />
        <SelectField label={liveFormTexts.requiredTier} options={TIERS} {...field('requiredTier')} />
        <AgeRatingField {...field('ageRating')} />
        {children}
      </fieldset>
      <Button type="submit" loading={pending} className="form__submit">
        <Plus size={18} aria-hidden /> {liveFormTexts.submit}
      </Button>
    </form>
  );
}

/**
 * The onError of a live's creation, given useForm's failWith: field errors under their fields and the
 * toast; a lost session is 'Session expirée' then the sign-in page.
 */
export function liveCreationError(failWith: (title: string, fallback: string) => (error: unknown) => void) {
  return formActionError(failWith, liveMessages.createFailed);
}
