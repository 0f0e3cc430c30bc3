import { ADMIN_VIDEO_FILTERS, AGE_RATINGS, ageRatingLabels, TIERS, tierLabels, type AdminVideoFilter, type AgeRating, type Tier } from '@kora/shared';
import { AdminSearchField } from '../../../components/admin/admin-search-field';
import { FormField, SelectField } from '../../../components/ui/form-field';
import { ALL_AGE_RATINGS_LABEL, ALL_TIERS_LABEL, statusFilterLabels } from '../video-labels';

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
const tierFilterLabels = { '': ALL_TIERS_LABEL, ...tierLabels };
const ageRatingOptions = ['', ...AGE_RATINGS];
// The short labels ('-12'): a filter is half the width of a phone.
const ageRatingFilterLabels = { '': ALL_AGE_RATINGS_LABEL, ...Object.fromEntries(AGE_RATINGS.map((rating) => [rating, ageRatingLabels[rating].badge])) };

/** The search box (title or description) and the state, tier, age rating and category filters of the videos list. */
export function AdminVideoFilters(props: AdminVideoFiltersProps) {
  const { text, categoryText, status, requiredTier, ageRating, categoriesListId, onText, onCategoryText, onStatus, onRequiredTier, onAgeRating } = props;
  return (
    <div className="admin-filters" role="search">
      <AdminSearchField label="Rechercher une vidéo" placeholder="Titre ou description" value={text} onChange={onText} />
      <SelectField label="État" name="status" value={status} options={statusOptions} labels={statusFilterLabels} onChange={(value) => onStatus(value as AdminVideoFilter | '')} />
      <SelectField label="Niveau requis" name="requiredTier" value={requiredTier} options={tierOptions} labels={tierFilterLabels} onChange={(value) => onRequiredTier(value as Tier | '')} />
      <SelectField
        label="Classification"
        name="ageRating"
        value={ageRating}
        options={ageRatingOptions}
        labels={ageRatingFilterLabels}
        onChange={(value) => onAgeRating(value as AgeRating | '')}
      />
      <FormField label="Catégorie" name="category" value={categoryText} onChange={onCategoryText} list={categoriesListId} autoComplete="off" placeholder="Toutes" maxLength={100} />
    </div>
  );
}
