import { profileLimits, profileMessages, type Profile } from '@kora/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ProfileAvatar } from './profile-avatar';

interface PinFormProps {
  profile: Pick<Profile, 'name' | 'avatar'>;
  /** The server's refusal of the last try (« Code PIN incorrect », the lock after 5 tries), in French. */
  error: string | undefined;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}

/**
 * The PIN screen of « Qui regarde ? »: four digits on the phone's number pad, sent once all four are there. The page
 * gives it a new key after a refused try, so the field comes back empty and focused, with the reason under it.
 */
export function PinForm({ profile, error, busy, onSubmit, onCancel }: PinFormProps) {
  const [pin, setPin] = useState('');
  const id = useId();
  const complete = pin.length === profileLimits.pinLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSubmit(pin);
  };

  return (
    <form className="pin-form" onSubmit={submit} noValidate>
      <ProfileAvatar profile={profile} size={88} />
      <h1 className="page__title">{profileMessages.pinTitle}</h1>
      <p className="pin-form__prompt">{profileMessages.pinPrompt(profile.name)}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {profileMessages.pinTitle}
        </label>
        <input
          id={id}
          className="input pin-form__input"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          autoFocus
          maxLength={profileLimits.pinLength}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, profileLimits.pinLength))}
        />
        {error ? (
          <p className="field__error" id={`${id}-note`} role="alert">
            {error}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-note`}>
            {profileMessages.pinHint}
          </p>
        )}
      </div>
      <div className="pin-form__actions">
        <Button type="submit" size="lg" block disabled={!complete} loading={busy}>
          {profileMessages.pinConfirm}
        </Button>
        <Button variant="ghost" size="lg" block onClick={onCancel}>
          <ArrowLeft size={18} aria-hidden /> {profileMessages.whoIsWatching}
        </Button>
      </div>
    </form>
  );
}
