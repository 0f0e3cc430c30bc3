import { ADMIN_VIDEO_FILTERS, AGE_RATINGS, TIERS, type AdminVideoFilter, type AgeRating, type Tier } from '@kora/shared';
import { AdminSearchField } from '../../../components/admin/admin-search-field';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { adminVideosTexts as t } from '../admin-videos-texts';
import { ageRatingFilterLabels, statusFilterLabels, tierFilterLabels } from '../video-labels';

interface AdminVideoFiltersProps {
  /** The search box's and category's text as typed (the list follows once typing pauses). */
  text: string;
  categoryText: string;
  status: AdminVideoFilter | '';
  requiredTier: Tier | '';
  ageRating: AgeRating | '';
  /** The id of the categories' datalist (suggestions while typing a category). */
  categoriesListId: string;
  onText: (text: string) => void;
  onCategoryText: (text: string) => void;
  onStatus: (status: AdminVideoFilter | '') => void;
  onRequiredTier: (tier: Tier | '') => void;
  onAgeRating: (rating: AgeRating | '') => void;
}

const statusOptions = ['', ...ADMIN_VIDEO_FILTERS];
const tierOptions = ['', ...TIERS];
const ageRatingOptions = ['', ...AGE_RATINGS];

/** The search box (title or description) and the state, tier, age rating and category filters of the videos list. */
export function AdminVideoFilters(props: AdminVideoFiltersProps) {
  const { text, categoryText, status, requiredTier, ageRating, categoriesListId, onText, onCategoryText, onStatus, onRequiredTier, onAgeRating } = props;
  return (
    <div className="admin-filters" role="search">
      <AdminSearchField label={t.search} placeholder={t.searchPlaceholder} value={text} onChange={onText} />
      <SelectField label={t.state} name="status" value={status} options={statusOptions} labels={statusFilterLabels()} onChange={(value) => onStatus(value as AdminVideoFilter | '')} />
      <SelectField label={t.requiredTier} name="requiredTier" value={requiredTier} options={tierOptions} labels={tierFilterLabels()} onChange={(value) => onRequiredTier(value as Tier | '')} />
      <SelectField
        label={t.ageRating}
        name="ageRating"
        value={ageRating}
        options={ageRatingOptions}
        labels={ageRatingFilterLabels()}
        onChange={(value) => onAgeRating(value as AgeRating | '')}
      />
      <FormField label={t.category} name="category" value={categoryText} onChange={onCategoryText} list={categoriesListId} autoComplete="off" placeholder={t.allCategories} maxLength={100} />
    </div>
  );
}
