import { FormField } from '../../../components/ui/form-field';
import { authTexts } from '../auth-texts';

type BoundField = { name: string; value: string; error?: string | undefined; onChange: (value: string) => void };

/** 'Prénom' and 'Nom' side by side (stacked on narrow screens), for the register and profile forms. */
export function NameFields({ firstName, lastName }: { firstName: BoundField; lastName: BoundField }) {
  return (
    <div className="form__row">
      <FormField label={authTexts.firstName} autoComplete="given-name" {...firstName} />
      <FormField label={authTexts.lastName} autoComplete="family-name" {...lastName} />
    </div>
  );
}
