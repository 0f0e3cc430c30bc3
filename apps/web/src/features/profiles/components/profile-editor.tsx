import {
  ageRatingLabels,
  fieldErrorsOf,
  KIDS_MAX_AGE_RATINGS,
  type KidsMaxAgeRating,
  PROFILE_AVATARS,
  profileAvatarLabels,
  profileCreateBodySchema,
  profileEditBodySchema,
  profileLimits,
  profileMessages,
  type Profile,
  type ProfileAvatar as Avatar,
  type ProfileKind,
} from '@kora/shared';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FieldNote } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { fieldErrorsFromError, serverMessageFromError } from '../../../lib/api-client';
import { errorsByTopField } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileAvatar } from './profile-avatar';
import { uiTexts } from '../../../components/ui/ui-texts';

/** What a kids profile may watch, in full words: read when the form shows (in the page's language). */
const ratingLabels = () => Object.fromEntries(KIDS_MAX_AGE_RATINGS.map((rating) => [rating, ageRatingLabels[rating].long]));

interface ProfileEditorProps {
  /** The profile to edit; without it, the form makes a new one. */
  profile?: Profile;
  /** The profile watching on this device is the one edited. */
  active: boolean;
  /** The plan allows kids profiles (Family). */
  kidsAllowed: boolean;
  /** The account has a PIN: a kids profile and « Code PIN requis » need one. */
  pinSet: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A profile's name (1 to 30 characters), avatar, kind and, for a kids profile, what it may watch; « Code PIN requis »
 * locks it behind the account's PIN. Checked by the contract's schema before anything is sent; the server's refusals
 * (the plan's limit, no PIN yet) show under their field or at the foot of the form.
 */
export function ProfileEditor({ profile, active, kidsAllowed, pinSet, onDone, onCancel }: ProfileEditorProps) {
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<Avatar>(profile?.avatar ?? 'ocre');
  const [kind, setKind] = useState<ProfileKind>(profile?.kind ?? 'standard');
  const [maxAgeRating, setMaxAgeRating] = useState<KidsMaxAgeRating>(profile?.maxAgeRating ?? 'tous');
  const [pinRequired, setPinRequired] = useState(profile?.pinRequired ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const saving = create.isPending || update.isPending;
  const failure = profile ? update.error : create.error;
  // A kids profile may stay one (or become an adult one) whatever the plan; becoming one needs Family and the PIN.
  const offerKids = kidsAllowed || profile?.kind === 'kids';

  const onError = (error: unknown) => setErrors(errorsByTopField(fieldErrorsFromError(error)));
  const onSuccess = () => {
    toast({ title: profile ? profileMessages.saved : profileMessages.created });
    onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, avatar, kind, pinRequired, ...(kind === 'kids' ? { maxAgeRating } : {}) };
    const checked = <T,>(result: z.ZodSafeParseResult<T>): T | undefined => {
      setErrors(result.success ? {} : errorsByTopField(fieldErrorsOf(result.error)));
      return result.data;
    };
    if (profile) {
      const edit = checked(profileEditBodySchema.safeParse(body));
      if (edit) update.mutate({ id: profile.id, body: edit, active }, { onSuccess, onError });
    } else {
      const created = checked(profileCreateBodySchema.safeParse(body));
      if (created) create.mutate(created, { onSuccess, onError });
    }
  };

  const serverMessage = Object.keys(errors).length === 0 ? serverMessageFromError(failure) : undefined;
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <FormField label={profileMessages.nameLabel} name="name" value={name} error={errors.name} onChange={setName} maxLength={profileLimits.nameMax} autoComplete="off" />
      <fieldset>
        <legend>{profileMessages.avatarLegend}</legend>
        <div className="avatar-choices">
          {PROFILE_AVATARS.map((choice) => (
            <label key={choice} className="avatar-choice">
              <input type="radio" name="avatar" value={choice} checked={avatar === choice} aria-label={profileAvatarLabels[choice]} onChange={() => setAvatar(choice)} />
              <ProfileAvatar profile={{ name: name || '?', avatar: choice }} size={40} />
            </label>
          ))}
        </div>
      </fieldset>
      {offerKids && (
        <fieldset>
          <legend>{profileMessages.kindLegend}</legend>
          <div className="kind-choices">
            {(['standard', 'kids'] as const).map((choice) => (
              <label key={choice} className="check-row">
                <input
                  type="radio"
                  name="kind"
                  value={choice}
                  checked={kind === choice}
                  disabled={choice === 'kids' && !pinSet && profile?.kind !== 'kids'}
                  onChange={() => setKind(choice)}
                />
                {choice === 'kids' ? profileMessages.kidsLabel : profileMessages.adultLabel}
              </label>
            ))}
          </div>
          <FieldNote id="profile-kind" error={errors.kind} hint={pinSet ? undefined : profileMessages.pinNotSet} />
        </fieldset>
      )}
      {kind === 'kids' && (
        <SelectField
          label={profileMessages.maxRatingLabel}
          name="maxAgeRating"
          value={maxAgeRating}
          error={errors.maxAgeRating}
          options={KIDS_MAX_AGE_RATINGS}
          labels={ratingLabels()}
          onChange={(value) => setMaxAgeRating(value as KidsMaxAgeRating)}
        />
      )}
      <div>
        <label className="check-row">
          <input type="checkbox" checked={pinRequired} disabled={!pinSet && !pinRequired} onChange={(event) => setPinRequired(event.target.checked)} />
          {profileMessages.pinRequired}
        </label>
        <FieldNote id="profile-pin-required" error={errors.pinRequired} />
      </div>
      {serverMessage && (
        <p className="field__error" role="alert">
          {serverMessage}
        </p>
      )}
      <div className="profile-form__actions">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {uiTexts.cancel}
        </Button>
        <Button type="submit" loading={saving}>
          {profile ? profileMessages.editSubmit : profileMessages.createSubmit}
        </Button>
      </div>
    </form>
  );
}
