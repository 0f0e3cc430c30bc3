import { Check } from 'lucide-react';
import { useId } from 'react';
import { FieldNote } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';

interface ChoiceChipsProps {
  legend: string;
  name: string;
  /** Each choice's value and its French text. */
  choices: readonly { value: string; label: string }[];
  /** The values chosen (one at most when not `multiple`). */
  chosen: readonly string[];
  /** Checkboxes (any number) rather than radios (one). */
  multiple?: boolean;
  onToggle: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/**
 * A group of choices drawn as chips a thumb can hit: native checkboxes or radios (keyboard, screen
 * readers and the form's disabled fieldset work as usual) in a fieldset with its legend and error.
 */
export function ChoiceChips({ legend, name, choices, chosen, multiple = false, onToggle, error, hint }: ChoiceChipsProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="chips" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="chips__list">
        {choices.map((choice) => {
          const checked = chosen.includes(choice.value);
          return (
            <label key={choice.value} className={cx('chip', checked && 'chip--checked')}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                className="chip__input"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onToggle(choice.value)}
              />
              {checked && <Check size={14} aria-hidden />}
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </fieldset>
  );
}
