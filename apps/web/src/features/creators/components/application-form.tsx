import {
  AVERAGE_VIDEO_DURATIONS,
  averageVideoDurationLabels,
  CREATOR_CATEGORIES,
  CREATOR_COUNTRIES,
  creatorApplicationBodySchema,
  creatorLimits,
  creatorMessages,
  PUBLICATION_FREQUENCIES,
  publicationFrequencyLabels,
  toastMessages,
} from '@kora/shared';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useSubmitApplication } from '../api/submit-application';
import { chosenCategories, emptyApplication, toggleCategory } from '../creator-application-form';
import { ChoiceChips } from './choice-chips';

const categoryChoices = CREATOR_CATEGORIES.map((category) => ({ value: category, label: category }));
const frequencyChoices = PUBLICATION_FREQUENCIES.map((value) => ({ value, label: publicationFrequencyLabels[value] }));
const durationChoices = AVERAGE_VIDEO_DURATIONS.map((value) => ({ value, label: averageVideoDurationLabels[value] }));
/** The optional social pages: web addresses, blank for none. */
const socialPages = [
  { name: 'facebookPage', label: 'Page Facebook (facultatif)', placeholder: 'https://facebook.com/…' },
  { name: 'instagramPage', label: 'Page Instagram (facultatif)', placeholder: 'https://instagram.com/…' },
] as const;

/**
 * The creator application (live-creators-admin.md §2, §5), checked in the page with the contract's
 * own schema, so its messages are the server's ('Le nom de la chaîne est requis.'); a refusal puts
 * the server's field errors under their fields and its message in a toast. While it is sent the
 * fields are locked and the button waits: a second tap sends nothing.
 */
export function ApplicationForm() {
  const form = useForm(creatorApplicationBodySchema, emptyApplication);
  const submit = useSubmitApplication();
  const navigate = useNavigate();
  const { values, setValue } = form;

  // After each check (the page's, then the server's), the first field to fix is shown, if any.
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) focusFirstInvalid(formRef.current);
  }, [checks]);
  const showFirstError = () => setChecks((count) => count + 1);

  const send = form.handleSubmit((body) => {
    if (submit.isPending) return;
    submit.mutate(body, {
      onSuccess: () => {
        toast({ title: creatorMessages.submitted, description: creatorMessages.submittedDescription });
        navigate('/creator-status');
      },
      onError: (error) => {
        form.failWith("Impossible d'envoyer la candidature", toastMessages.genericErrorFallback)(error);
        showFirstError();
      },
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    send(event);
    showFirstError();
  };

  const single = (name: 'publicationFrequency' | 'averageVideoDuration') => ({
    name,
    chosen: [values[name]],
    error: form.errors[name],
    onToggle: (value: string) => setValue(name, value),
  });

  return (
    <form ref={formRef} className="form creator-form" onSubmit={onSubmit} noValidate aria-busy={submit.isPending || undefined}>
      <fieldset className="form__fields" disabled={submit.isPending}>
        <FormField label="Nom de la chaîne" maxLength={creatorLimits.businessNameMax} autoComplete="organization" {...form.field('businessName')} />
        <SelectField label="Pays" options={CREATOR_COUNTRIES} placeholder="Choisissez votre pays" {...form.field('country')} />
        <FormField label="Adresse" maxLength={creatorLimits.addressMax} autoComplete="street-address" {...form.field('address')} />
        <FormField
          label="Contact"
          hint="Un numéro de téléphone (WhatsApp) ou une adresse e-mail où vous joindre."
          maxLength={creatorLimits.contactInfoMax}
          {...form.field('contactInfo')}
        />
        {socialPages.map(({ name, label, placeholder }) => (
          <FormField key={name} label={label} type="url" inputMode="url" placeholder={placeholder} maxLength={creatorLimits.urlMax} {...form.field(name)} />
        ))}
        <ChoiceChips
          legend="Catégories de contenu"
          hint="Une ou plusieurs."
          name="contentCategories"
          multiple
          choices={categoryChoices}
          chosen={chosenCategories(values.contentCategories)}
          error={form.errors.contentCategories}
          onToggle={(category) => setValue('contentCategories', toggleCategory(values.contentCategories, category))}
        />
        <ChoiceChips legend="Fréquence de publication" choices={frequencyChoices} {...single('publicationFrequency')} />
        <ChoiceChips legend="Durée moyenne des vidéos" choices={durationChoices} {...single('averageVideoDuration')} />
      </fieldset>
      <Button type="submit" size="lg" loading={submit.isPending} className="form__submit">
        <Send size={18} aria-hidden /> Envoyer ma candidature
      </Button>
    </form>
  );
}
