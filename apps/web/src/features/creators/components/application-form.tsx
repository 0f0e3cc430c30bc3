import {
  AVERAGE_VIDEO_DURATIONS,
  averageVideoDurationLabels,
  categoryLabel,
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
import { creatorsTexts } from '../creators-texts';
import { ChoiceChips } from './choice-chips';

/** The categories are the values the server stores (French), shown in the page's language. */
const categoryChoices = () => CREATOR_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));
/** Read when the form is drawn: the labels are in the page's language. */
const frequencyChoices = () => PUBLICATION_FREQUENCIES.map((value) => ({ value, label: publicationFrequencyLabels[value] }));
const durationChoices = () => AVERAGE_VIDEO_DURATIONS.map((value) => ({ value, label: averageVideoDurationLabels[value] }));
/** The optional social pages: web addresses, blank for none (their labels are creatorsTexts.form's, under the same names). */
const socialPages = [
  { name: 'facebookPage', placeholder: 'https://facebook.com/…' },
  { name: 'instagramPage', placeholder: 'https://instagram.com/…' },
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
        form.failWith(creatorsTexts.form.failed, toastMessages.genericErrorFallback)(error);
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

  const texts = creatorsTexts.form;
  return (
    <form ref={formRef} className="form creator-form" onSubmit={onSubmit} noValidate aria-busy={submit.isPending || undefined}>
      <fieldset className="form__fields" disabled={submit.isPending}>
        <FormField label={texts.businessName} maxLength={creatorLimits.businessNameMax} autoComplete="organization" {...form.field('businessName')} />
        <SelectField label={texts.country} options={CREATOR_COUNTRIES} placeholder={texts.countryPlaceholder} {...form.field('country')} />
        <FormField label={texts.address} maxLength={creatorLimits.addressMax} autoComplete="street-address" {...form.field('address')} />
        <FormField
          label={texts.contact}
          hint={texts.contactHint}
          maxLength={creatorLimits.contactInfoMax}
          {...form.field('contactInfo')}
        />
        {socialPages.map(({ name, placeholder }) => (
          <FormField key={name} label={texts[name]} type="url" inputMode="url" placeholder={placeholder} maxLength={creatorLimits.urlMax} {...form.field(name)} />
        ))}
        <ChoiceChips
          legend={texts.categories}
          hint={texts.categoriesHint}
          name="contentCategories"
          multiple
          choices={categoryChoices()}
          chosen={chosenCategories(values.contentCategories)}
          error={form.errors.contentCategories}
          onToggle={(category) => setValue('contentCategories', toggleCategory(values.contentCategories, category))}
        />
        <ChoiceChips legend={texts.frequency} choices={frequencyChoices()} {...single('publicationFrequency')} />
        <ChoiceChips legend={texts.duration} choices={durationChoices()} {...single('averageVideoDuration')} />
      </fieldset>
      <Button type="submit" size="lg" loading={submit.isPending} className="form__submit">
        <Send size={18} aria-hidden /> {texts.submit}
      </Button>
    </form>
  );
}
