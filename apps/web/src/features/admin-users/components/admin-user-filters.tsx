import { ACCOUNT_TYPES, accountTypeLabels, TIERS, tierLabels, type AccountType, type Tier } from '@kora/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface AdminUserFiltersProps {
  /** The search box's text as typed (the list follows it once typing pauses). */
  text: string;
  accountType: AccountType | '';
  subscriptionTier: Tier | '';
  onText: (text: string) => void;
  onAccountType: (accountType: AccountType | '') => void;
  onSubscriptionTier: (tier: Tier | '') => void;
}

const roleOptions = ['', ...ACCOUNT_TYPES];
const roleLabels = { '': 'Tous les rôles', ...accountTypeLabels };
const tierOptions = ['', ...TIERS];
const tierFilterLabels = { '': 'Tous', ...tierLabels };

/** The search box (name or e-mail) and the role and tier filters of the users list. */
export function AdminUserFilters({ text, accountType, subscriptionTier, onText, onAccountType, onSubscriptionTier }: AdminUserFiltersProps) {
  const searchId = `${useId()}-q`;
  return (
    <div className="admin-users__filters" role="search">
      <Field id={searchId} label="Rechercher un utilisateur">
        <div className="admin-users__search">
          <Search size={18} aria-hidden />
          <Input
            id={searchId}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Nom ou e-mail"
            maxLength={200}
            value={text}
            onChange={(event) => onText(event.target.value)}
          />
        </div>
      </Field>
      <SelectField label="Rôle" name="accountType" value={accountType} options={roleOptions} labels={roleLabels} onChange={(value) => onAccountType(value as AccountType | '')} />
      <SelectField
        label="Abonnement"
        name="subscriptionTier"
        value={subscriptionTier}
        options={tierOptions}
        labels={tierFilterLabels}
        onChange={(value) => onSubscriptionTier(value as Tier | '')}
      />
    </div>
  );
}
