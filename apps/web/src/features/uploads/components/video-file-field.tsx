import { FileVideo } from 'lucide-react';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { uploadsTexts } from '../uploads-texts';

interface VideoFileFieldProps {
  file: File | null;
  error?: string | undefined;
  /** A line under the field while it has no error (an unfinished upload of this file was found). */
  hint?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** 'Fichier vidéo': the phone's file picker limited to videos, then the chosen file's name and size. */
export function VideoFileField({ file, error, hint, disabled, onChange }: VideoFileFieldProps) {
  const id = `${useId()}-video`;
  return (
    <Field id={id} label={uploadsTexts.form.file} error={error} hint={hint}>
      <FilePicker
        id={id}
        name="video"
        accept="video/*"
        file={file}
        chooseLabel={uploadsTexts.form.chooseFile}
        icon={FileVideo}
        invalid={Boolean(error)}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={onChange}
      />
    </Field>
  );
}
