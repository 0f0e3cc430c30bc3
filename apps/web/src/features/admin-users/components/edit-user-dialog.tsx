import {
  ACCOUNT_TYPES,
  accountTypeLabels,
  adminMessages,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusLabels,
  TIERS,
  tierLabels,
  type AdminUser,
  type AdminUserPatchBody,
  type SubscriptionStatus,
  type Tier,
} from '@kora/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { adminUsersTexts as t } from '../admin-users-texts';
import { nameOf } from '../user-name';
import { UserDataExport } from './user-data-export';

interface EditUserDialogProps {
  /** The account being edited; null: the dialog is closed. */
  user: AdminUser | null;
  busy: boolean;
  onSave: (changes: AdminUserPatchBody) => void;
  onClose: () => void;
}

type Fields = Required<Pick<AdminUserPatchBody, 'accountType' | 'subscriptionTier' | 'subscriptionStatus' | 'freeWatchTimeLimit'>>;

/** A paid tier granted by hand is active, back to free is inactive (the server's rule), until the admin picks another status. */
const statusFor = (tier: Tier): SubscriptionStatus => (tier === 'free' ? 'inactive' : 'active');

/** The free minutes as typed: a whole number from 0 to 100 000, else undefined (the field says why). */
function minutesOf(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : undefined;
}

/** Only what changed is sent (the journal keeps exactly that). */
function changesOf(user: AdminUser, fields: Fields): AdminUserPatchBody {
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => user[key as keyof Fields] !== value));
}

/**
 * 'Modifier le compte': the role (simple, creator, admin), a tier granted or removed by hand with its
 * status, and the free minutes a month, saved together; a change takes effect at the person's next request. Below,
 * the archive of the person's data, prepared on their request.
 */
export function EditUserDialog({ user, busy, onSave, onClose }: EditUserDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? t.editAccountOf(nameOf(user)) : t.editAccount}>
      {user && <EditUserForm key={user.id} user={user} busy={busy} onSave={onSave} />}
      {user && <UserDataExport key={`export-${user.id}`} userId={user.id} />}
    </Modal>
  );
}

function EditUserForm({ user, busy, onSave }: { user: AdminUser; busy: boolean; onSave: (changes: AdminUserPatchBody) => void }) {
  const [fields, setFields] = useState<Omit<Fields, 'freeWatchTimeLimit'>>({ accountType: user.accountType, subscriptionTier: user.subscriptionTier, subscriptionStatus: user.subscriptionStatus });
  const [minutes, setMinutes] = useState(String(user.freeWatchTimeLimit));
  const freeWatchTimeLimit = minutesOf(minutes);
  const changes = changesOf(user, { ...fields, freeWatchTimeLimit: freeWatchTimeLimit ?? user.freeWatchTimeLimit });
  const unchanged = Object.keys(changes).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged && !busy && freeWatchTimeLimit !== undefined) onSave(changes);
  };
  /** A select's value and change; a new tier brings its status. */
  const bind = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    onChange: (value: string) =>
      setFields(name === 'subscriptionTier' ? { ...fields, subscriptionTier: value as Tier, subscriptionStatus: statusFor(value as Tier) } : { ...fields, [name]: value }),
  });
  return (
    <form className="form" onSubmit={submit} data-testid="edit-user-form">
      <SelectField label={t.role} options={ACCOUNT_TYPES} labels={accountTypeLabels} hint={fields.accountType !== user.accountType ? t.roleHints[fields.accountType] : undefined} {...bind('accountType')} />
      <div className="form__row">
        <SelectField label={t.subscription} options={TIERS} labels={tierLabels} hint={t.tierHint} {...bind('subscriptionTier')} />
        <SelectField label={t.status} options={SUBSCRIPTION_STATUSES} labels={subscriptionStatusLabels} {...bind('subscriptionStatus')} />
      </div>
      <FormField
        label={t.freeMinutesLimit}
        name="freeWatchTimeLimit"
        inputMode="numeric"
        value={minutes}
        onChange={setMinutes}
        error={freeWatchTimeLimit === undefined ? adminMessages.freeMinutesInvalid : undefined}
        hint={t.freeMinutesHint(user.freeWatchTimeUsed)}
      />
      <Button type="submit" className="form__submit" loading={busy} disabled={unchanged || freeWatchTimeLimit === undefined}>
        {t.save}
      </Button>
    </form>
  );
}
