import { ACCOUNT_TYPES, accountTypeLabels, TIERS, tierLabels, type AccountType, type Tier } from '@kora/shared';
import { AdminSearchField } from '../../../components/admin/admin-search-field';
import { SelectField } from '../../../components/ui/form-field';

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
  return (
    <div className="admin-filters" role="search">
      <AdminSearchField label="Rechercher un utilisateur" placeholder="Nom ou e-mail" value={text} onChange={onText} />
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
