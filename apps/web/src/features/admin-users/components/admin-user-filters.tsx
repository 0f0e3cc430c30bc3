import { ACCOUNT_TYPES, accountTypeLabels, TIERS, tierLabels, type AccountType, type Tier } from '@kora/shared';
import { AdminSearchField } from '../../../components/admin/admin-search-field';
import { SelectField } from '../../../components/ui/form-field';
import { adminUsersTexts as t } from '../admin-users-texts';

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
const tierOptions = ['', ...TIERS];

/** The search box (name or e-mail) and the role and tier filters of the users list. */
export function AdminUserFilters({ text, accountType, subscriptionTier, onText, onAccountType, onSubscriptionTier }: AdminUserFiltersProps) {
  // The labels in the page's language, read as it renders ('' is every role, every tier).
  const roleLabels = { '': t.allRoles, ...accountTypeLabels };
  const tierFilterLabels = { '': t.allTiers, ...tierLabels };
  return (
    <div className="admin-filters" role="search">
      <AdminSearchField label={t.search} placeholder={t.searchPlaceholder} value={text} onChange={onText} />
      <SelectField label={t.role} name="accountType" value={accountType} options={roleOptions} labels={roleLabels} onChange={(value) => onAccountType(value as AccountType | '')} />
      <SelectField
        label={t.subscription}
        name="subscriptionTier"
        value={subscriptionTier}
        options={tierOptions}
        labels={tierFilterLabels}
        onChange={(value) => onSubscriptionTier(value as Tier | '')}
      />
    </div>
  );
}
