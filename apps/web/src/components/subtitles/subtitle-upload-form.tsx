import { SUBTITLE_LANGUAGES, subtitleLimits, subtitleMessages, type SubtitleLanguage } from '@kora/shared';
import { FileText } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsFromError, serverMessageFromError } from '../../lib/api-client';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { isUnauthorizedError } from '../../lib/query-client';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { FilePicker } from '../ui/file-picker';
import { Input, Select } from '../ui/input';
import { useAddVideoSubtitles } from './add-video-subtitles';
import { cueCountText, SUBTITLE_FILE_ACCEPT, subtitleFormErrors, type SubtitleField, type SubtitleFieldErrors } from './subtitle-form';
import { firstMissingLanguage, subtitleLanguageLabels } from './subtitle-languages';
import { subtitlesTexts } from './subtitles-texts';

const FIELDS: readonly SubtitleField[] = ['file', 'language', 'label'];

interface SubtitleUploadFormProps {
  videoId: string;
  /** The languages the video already has: choosing one replaces its track. */
  existing: readonly SubtitleLanguage[];
  /** The video is not ready: the form is shown disabled, with why. */
  disabled: boolean;
}

/**
 * « Ajouter des sous-titres »: a .srt or .vtt (1 Mo at most), its language (those the video has are marked
 * « remplacera ») and an optional label, then « Envoyer ». Checked before sending; a refusal shows the server's French
 * message under its field (« Ligne 12 : … » under the file), else above « Envoyer ». Messages are written here rather
 * than toasted: a toast would sit behind the dialog.
 */
export function SubtitleUploadForm({ videoId, existing, disabled }: SubtitleUploadFormProps) {
  const id = useId();
  const add = useAddVideoSubtitles(videoId);
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  // '' until one is chosen: the form then offers the first language the video lacks, once its tracks are known.
  const [chosenLanguage, setLanguage] = useState('');
  const language = chosenLanguage || firstMissingLanguage(existing);
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<SubtitleFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = add.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  // Set after a refusal: once the fields are enabled again, the first invalid one is shown and focused.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused && !busy) focusFirstInvalid(formRef.current);
  }, [refused, busy]);
  const replaces = existing.includes(language as SubtitleLanguage);
  const languageLabels = subtitleLanguageLabels(existing);
  const texts = subtitlesTexts.form;
  const names = subtitlesTexts.languageNames;

  const clearError = (field: SubtitleField) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
    setDone(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const found = subtitleFormErrors({ file, language, label });
    setErrors(found);
    if (!file || Object.keys(found).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    const chosen = language as SubtitleLanguage;
    add.mutate(
      { file, language: chosen, label },
      {
        onSuccess: (track) => {
          setDone(texts.saved(names[track.language], cueCountText(track.cueCount)));
          setFile(null);
          setFileInputKey((key) => key + 1);
          setLabel('');
          setLanguage('');
        },
        onError: (error) => {
          // A lost session is the app's own sign-in redirect.
          if (isUnauthorizedError(error)) return;
          const fieldErrors = fieldErrorsFromError(error);
          const byField: SubtitleFieldErrors = {};
          for (const field of FIELDS) if (fieldErrors[field]) byField[field] = fieldErrors[field];
          setErrors(byField);
          if (Object.keys(byField).length === 0) setFormError(serverMessageFromError(error) ?? texts.networkFailure);
          else setRefused((count) => count + 1);
        },
      },
    );
  };

  const fileId = `${id}-file`;
  const languageId = `${id}-language`;
  const labelId = `${id}-label`;
  const disabledNoteId = `${id}-not-ready`;

  return (
    <form ref={formRef} className="form subtitles-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined} aria-labelledby={`${id}-title`} aria-describedby={disabled ? disabledNoteId : undefined}>
      <h3 className="subtitles__heading" id={`${id}-title`}>
        {texts.title}
      </h3>
      {disabled && (
        <p className="subtitles__note" id={disabledNoteId}>
          {subtitleMessages.videoNotReady}.
        </p>
      )}
      <fieldset className="form__fields" disabled={disabled || busy}>
        <Field id={fileId} label={texts.file} error={errors.file} hint={texts.fileHint}>
          <FilePicker
            key={fileInputKey}
            id={fileId}
            name="file"
            accept={SUBTITLE_FILE_ACCEPT}
            file={file}
            chooseLabel={texts.chooseFile}
            icon={FileText}
            invalid={Boolean(errors.file)}
            disabled={disabled || busy}
            data-testid="subtitle-file-input"
            aria-describedby={errors.file ? `${fileId}-error` : `${fileId}-hint`}
            onChange={(chosen) => {
              setFile(chosen);
              clearError('file');
            }}
          />
        </Field>
        <Field id={languageId} label={texts.language} error={errors.language} hint={replaces ? texts.replacesHint(names[language as SubtitleLanguage]) : undefined}>
          <Select
            id={languageId}
            name="language"
            data-testid="subtitle-language-select"
            value={language}
            invalid={Boolean(errors.language)}
            aria-describedby={errors.language ? `${languageId}-error` : replaces ? `${languageId}-hint` : undefined}
            onChange={(event) => {
              setLanguage(event.target.value);
              clearError('language');
            }}
          >
            {SUBTITLE_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {languageLabels[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={labelId} label={texts.label} error={errors.label} hint={texts.labelHint}>
          <Input
            id={labelId}
            name="label"
            data-testid="subtitle-label-input"
            value={label}
            maxLength={subtitleLimits.labelMax}
            autoComplete="off"
            invalid={Boolean(errors.label)}
            aria-describedby={errors.label ? `${labelId}-error` : `${labelId}-hint`}
            onChange={(event) => {
              setLabel(event.target.value);
              clearError('label');
            }}
          />
        </Field>
      </fieldset>
      {formError && (
        <p className="field__error" role="alert" data-testid="subtitle-form-error">
          {formError}
        </p>
      )}
      <p className="subtitles__done" role="status">
        {done}
      </p>
      <Button type="submit" className="subtitles-form__submit" data-testid="subtitle-submit" disabled={disabled} loading={busy}>
        {texts.submit}
      </Button>
    </form>
  );
}
