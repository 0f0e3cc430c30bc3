import { NEXT_PARAM, profileMessages, safeNextPath, type Profile } from '@kora/shared';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, serverMessageFromError } from '../../../lib/api-client';
import { useSearchParams } from '../../../lib/router';
import { useProfiles } from '../api/get-profiles';
import { useSelectProfile } from '../api/select-profile';
import { PinForm } from '../components/pin-form';
import { ProfileTile } from '../components/profile-tile';
import { needsPin } from '../profile-rules';
import '../profiles.css';

/** Whether the server refused a choice for want of the PIN (the page had not known one was needed). */
const askedForPin = (error: unknown) => error instanceof ApiError && error.body?.code === 'pin_required';

/**
 * « Qui regarde ? » (/profils): the account's profiles as tiles. Choosing one that asks for the PIN (leaving a kids
 * profile, opening a locked one) shows the PIN screen; the server's French refusal shows under the field. Once chosen,
 * the app goes to `?next=` (the page the person was going to when asked to sign in), else home. The only screen where
 * a kids profile sees the other profiles' names; an adult one finds « Gérer les profils » (`manageTo`) under them.
 */
export default function ProfilePickerPage({ manageTo }: { manageTo: string }) {
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const profiles = useProfiles();
  const select = useSelectProfile(next ?? '/');
  const [asking, setAsking] = useState<Profile | null>(null);
  // A new PIN field after each refused try: empty, focused, the reason under it.
  const [tries, setTries] = useState(0);
  const list = profiles.data;
  const current = list?.profiles.find((profile) => profile.id === list.activeId);

  const askPin = (profile: Profile) => {
    select.reset();
    setAsking(profile);
  };
  const choose = (profile: Profile) => {
    if (needsPin(current, profile)) askPin(profile);
    else select.mutate({ id: profile.id }, { onError: (error) => askedForPin(error) && askPin(profile) });
  };

  if (asking) {
    return (
      <main className="page page--center profile-picker">
        <PinForm
          key={tries}
          profile={asking}
          error={serverMessageFromError(select.error)}
          busy={select.isPending || select.isSuccess}
          onSubmit={(pin) => select.mutate({ id: asking.id, pin }, { onError: () => setTries((count) => count + 1) })}
          onCancel={() => {
            select.reset();
            setAsking(null);
          }}
        />
      </main>
    );
  }

  return (
    <main className="page page--center profile-picker" aria-busy={profiles.isPending || undefined}>
      <Logo />
      <h1 className="page__title">{profileMessages.whoIsWatching}</h1>
      {profiles.isError ? (
        <div className="profile-picker__retry" role="alert">
          <RetryMessage text={serverMessageFromError(profiles.error) ?? profileMessages.loadFailed} onRetry={() => void profiles.refetch()} />
        </div>
      ) : !list ? (
        <ul className="profile-picker__grid" aria-hidden>
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton className="profile-picker__skeleton" />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <ul className="profile-picker__grid">
            {list.profiles.map((profile) => (
              <ProfileTile key={profile.id} profile={profile} active={profile.id === list.activeId} busy={select.isPending || select.isSuccess} onChoose={choose} />
            ))}
          </ul>
          {list.profiles.some((profile) => !profile.usable) && <p className="profile-picker__note">{profileMessages.unusable}</p>}
          {select.isError && (
            <p className="field__error" role="alert">
              {serverMessageFromError(select.error) ?? profileMessages.selectFailed}
            </p>
          )}
          {current?.kind === 'standard' && (
            <ButtonLink to={manageTo} variant="ghost" className="profile-picker__manage">
              <Settings size={18} aria-hidden /> {profileMessages.manageProfiles}
            </ButtonLink>
          )}
        </>
      )}
    </main>
  );
}
