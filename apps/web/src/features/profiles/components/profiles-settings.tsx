import { ageRatingLabels, profileMessages, type Profile, type Tier, toastMessages } from '@kora/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast, toastRequestError } from '../../../lib/toast';
import { useDeleteProfile } from '../api/delete-profile';
import { useProfiles } from '../api/get-profiles';
import { kidsProfilesAllowed } from '../profile-rules';
import { PinSettingsForm } from './pin-settings-form';
import { ProfileAvatar } from './profile-avatar';
import { ProfileEditor } from './profile-editor';
import '../profiles.css';

/** What a row says under a profile's name: its kind and rating, its lock, whether it is the one watching here. */
function detailsOf(profile: Profile, active: boolean): string {
  const kind = profile.kind === 'kids' ? `${profileMessages.kidsLabel} · ${ageRatingLabels[profile.maxAgeRating ?? 'tous'].long}` : profileMessages.adultLabel;
  return [kind, profile.pinRequired && profileMessages.pinRequired, active && profileMessages.activeLabel, !profile.usable && profileMessages.unusableShort].filter(Boolean).join(' · ');
}

/**
 * /settings « Profils » (adult profiles only: the app shows a kids profile none of this): the account's profiles
 * against what its plan allows, each to edit or delete (the server keeps the last one, and one adult), a new one (a
 * kids one on the Family plan, once the PIN is set), and the account's « Code PIN ».
 */
export function ProfilesSettings({ tier }: { tier: Tier }) {
  const profiles = useProfiles();
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const remove = useDeleteProfile();
  const list = profiles.data;

  if (profiles.isError) {
    return (
      <Card role="alert">
        <RetryMessage text={profileMessages.loadFailed} onRetry={() => void profiles.refetch()} />
      </Card>
    );
  }
  if (!list) return <Skeleton height="12rem" />;

  const full = list.profiles.length >= list.limit;
  const edited = editing === 'new' ? undefined : (editing ?? undefined);
  const confirmDelete = (profile: Profile) =>
    remove.mutate(
      { id: profile.id, active: profile.id === list.activeId },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message });
          setDeleting(null);
        },
        onError: (error) => {
          setDeleting(null);
          toastRequestError(error, toastMessages.errorTitle, profileMessages.lastProfile);
        },
      },
    );

  return (
    <div className="settings__grid">
      <Card>
        <section className="profiles-settings" aria-labelledby="profiles-title">
          <div className="profiles-settings__head">
            <h2 id="profiles-title" className="settings__section-title">
              {profileMessages.settingsTitle}
            </h2>
            <span className="profiles-settings__count">{profileMessages.count(list.profiles.length, list.limit)}</span>
          </div>
          <ul className="profiles-settings__list">
            {list.profiles.map((profile) => (
              <li key={profile.id} className="profile-row" data-testid="profile-row">
                <ProfileAvatar profile={profile} size={40} />
                <div className="profile-row__text">
                  <p className="profile-row__name">{profile.name}</p>
                  <p className="profile-row__details">{detailsOf(profile, profile.id === list.activeId)}</p>
                </div>
                <div className="profile-row__actions">
                  <button type="button" className="icon-button" aria-label={profileMessages.editAction(profile.name)} onClick={() => setEditing(profile)}>
                    <Pencil size={18} aria-hidden />
                  </button>
                  <button type="button" className="icon-button" aria-label={profileMessages.deleteAction(profile.name)} onClick={() => setDeleting(profile)}>
                    <Trash2 size={18} aria-hidden />
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Button variant="outline" disabled={full} onClick={() => setEditing('new')} aria-describedby={full ? 'profiles-full' : undefined}>
            <Plus size={18} aria-hidden /> {profileMessages.add}
          </Button>
          {full && (
            <p className="field__hint" id="profiles-full">
              {profileMessages.limitReached(list.limit)}
            </p>
          )}
        </section>
      </Card>
      <Card>
        <PinSettingsForm pinSet={list.pinSet} />
      </Card>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={edited ? profileMessages.editTitle : profileMessages.newTitle}>
        <ProfileEditor
          key={edited?.id ?? 'new'}
          profile={edited}
          active={edited?.id === list.activeId}
          kidsAllowed={kidsProfilesAllowed(tier)}
          pinSet={list.pinSet}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={profileMessages.deleteTitle}
        confirmLabel={profileMessages.deleteSubmit}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting && profileMessages.deleteConfirm(deleting.name)}
      </ConfirmDialog>
    </div>
  );
}
