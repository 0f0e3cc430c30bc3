import { Search } from 'lucide-react';
import { useId } from 'react';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import './admin-filters.css';

interface AdminSearchFieldProps {
  label: string;
  /** What may be typed ('Titre ou description'). */
  placeholder: string;
  /** The text as typed (the list follows it once typing pauses). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box of an admin list, first of its filters: put it and the filters in a
 * `<div className="admin-filters" role="search">` (the box across a phone's width, then the filters
 * two by two; one row on a desktop, the box wider).
 */
export function AdminSearchField({ label, placeholder, value, onChange }: AdminSearchFieldProps) {
  const id = `${useId()}-q`;
  return (
    <Field id={id} label={label}>
      <div className="admin-search">
        <Search size={18} aria-hidden />
        <Input
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}
