import { useId } from 'react';
import './choice-controls.css';

interface ChoiceGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  choices: Array<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A row of radio buttons styled as a segmented control. */
export function ChoiceGroup<V extends string>({ legend, name, value, choices, onChange }: ChoiceGroupProps<V>) {
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{legend}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <label key={choice.value} className="segmented__option">
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox with role="switch", its label and a line of explanation. */
export function SwitchRow({ label, description, checked, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <label htmlFor={id} className="switch-row__label">
          {label}
        </label>
        <p className="switch-row__description" id={`${id}-description`}>
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
