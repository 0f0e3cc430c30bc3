import { FileVideo } from 'lucide-react';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { cx } from '../../../lib/cx';
import { formatFileSize } from '../../../lib/format';

interface VideoFileFieldProps {
  file: File | null;
  error?: string | undefined;
  /** A line under the field while it has no error (an unfinished upload of this file was found). */
  hint?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * 'Fichier vidéo': the phone's file picker limited to videos, then the chosen file's name and size.
 * The native input covers the whole zone, transparent, so its words are French whatever the
 * browser's language, and the field keeps its one label.
 */
export function VideoFileField({ file, error, hint, disabled, onChange }: VideoFileFieldProps) {
  const id = `${useId()}-video`;
  const chosenId = `${id}-chosen`;
  const described = [file && chosenId, error ? `${id}-error` : hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={id} label="Fichier vidéo" error={error} hint={hint}>
      <div className={cx('file-picker', Boolean(error) && 'file-picker--invalid', disabled && 'file-picker--disabled')}>
        <input
          id={id}
          name="video"
          type="file"
          accept="video/*"
          className="file-picker__input"
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <span className="file-picker__button" aria-hidden>
          {file ? 'Changer' : 'Choisir une vidéo'}
        </span>
        {file ? (
          <span className="file-picker__chosen" id={chosenId}>
            <FileVideo size={18} aria-hidden />
            <span className="file-picker__name">{file.name}</span>
            <span className="file-picker__size">{formatFileSize(file.size)}</span>
          </span>
        ) : (
          <span className="file-picker__empty" aria-hidden>
            Aucun fichier
          </span>
        )}
      </div>
    </Field>
  );
}
