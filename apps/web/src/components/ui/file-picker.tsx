import type { LucideIcon } from 'lucide-react';
import { cx } from '../../lib/cx';
import { formatFileSize } from '../../lib/format';
import { uiTexts } from './ui-texts';
import './file-picker.css';

interface FilePickerProps {
  /** The input's id, for the caller's <Field> label; the chosen file's line is `${id}-chosen`. */
  id: string;
  name: string;
  accept: string;
  file: File | null;
  /** The button's words before a file is chosen (« Choisir une vidéo »); after, « Changer ». */
  chooseLabel: string;
  /** Shown before the chosen file's name. */
  icon: LucideIcon;
  invalid?: boolean;
  disabled?: boolean;
  /** The field's error or hint ids; the chosen file's line is put before them while there is one. */
  'aria-describedby'?: string | undefined;
  'data-testid'?: string;
  onChange: (file: File | null) => void;
}

/**
 * A file field: the phone's file picker, then the chosen file's icon, name and size (or « Aucun fichier »). The native
 * input covers the whole zone, transparent, so its words are French whatever the browser's language, and the field
 * keeps its one label (the caller's <Field>).
 */
export function FilePicker({ id, name, accept, file, chooseLabel, icon: Icon, invalid = false, disabled = false, 'aria-describedby': describedBy, 'data-testid': testId, onChange }: FilePickerProps) {
  const chosenId = `${id}-chosen`;
  const described = [file && chosenId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('file-picker', invalid && 'file-picker--invalid', disabled && 'file-picker--disabled')}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="file-picker__input"
        data-testid={testId}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <span className="file-picker__button" aria-hidden>
        {file ? uiTexts.changeFile : chooseLabel}
      </span>
      {file ? (
        <span className="file-picker__chosen" id={chosenId}>
          <Icon size={18} aria-hidden />
          <span className="file-picker__name">{file.name}</span>
          <span className="file-picker__size">{formatFileSize(file.size)}</span>
        </span>
      ) : (
        <span className="file-picker__empty" aria-hidden>
          {uiTexts.noFile}
        </span>
      )}
    </div>
  );
}
