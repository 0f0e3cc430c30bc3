import { FormField } from '../../../components/ui/form-field';

type BoundField = { name: string; value: string; error?: string | undefined; onChange: (value: string) => void };

/** 'Prénom' and 'Nom' side by side (stacked on narrow screens), for the register and profile forms. */
export function NameFields({ firstName, lastName }: { firstName: BoundField; lastName: BoundField }) {
  return (
    <div className="form__row">
      <FormField label="Prénom" autoComplete="given-name" {...firstName} />
      <FormField label="Nom" autoComplete="family-name" {...lastName} />
    </div>
  );
}
