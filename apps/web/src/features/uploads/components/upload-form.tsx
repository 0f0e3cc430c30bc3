import { categoryLabels, type CreatorVideo, toastMessages, type UploadFields, uploadFieldsSchema, uploadMessages } from '@kora/shared';
import { Upload, WifiOff } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { AgeRatingField } from '../../../components/forms/age-rating-field';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { ApiError, fieldErrorsFromError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { loadResumableUploads } from '../api/send-upload';
import { UploadAbortedError, UploadAnswerLostError, UploadNetworkError } from '../api/upload-errors';
import { useUploadVideo } from '../api/upload-video';
import { uploadsTexts } from '../uploads-texts';
import { DEFAULT_CATEGORY, VIDEO_CATEGORIES } from '../video-categories';
import { videoFileProblem } from '../video-file';
import { UploadProgress } from './upload-progress';
import { VideoFileField } from './video-file-field';

interface UploadFormProps {
  /** Called with the created video once the server has accepted the file. */
  onUploaded: (video: CreatorVideo) => void;
  /** MAX_UPLOAD_MB, once the public config is known: larger files are refused before any byte is sent. */
  maxUploadMb?: number | undefined;
}

/**
 * Titre, Description, Catégorie, Classification par âge (none chosen in advance: the creator must pick one)
 * and Fichier vidéo, sent resumably with live progress and 'Annuler'.
 * Server field errors go under their fields with a toast 'Erreur'; a connection that stays down
 * offers 'Réessayer', which carries on where the server stopped. Choosing a file whose upload was
 * interrupted on this phone brings back its fields, so sending resumes it.
 */
export function UploadForm({ onUploaded, maxUploadMb }: UploadFormProps) {
  const form = useForm(uploadFieldsSchema, { title: '', description: '', category: DEFAULT_CATEGORY, ageRating: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [resumeHint, setResumeHint] = useState<string>();
  const [connectionLost, setConnectionLost] = useState(false);
  const chosenRef = useRef<File | null>(null);
  const upload = useUploadVideo();
  const sending = upload.isPending;

  // What is wrong with the chosen file is said at once (and again when the size cap becomes known);
  // a missing file, or the server's judgement, once sent.
  const chosenProblem = file ? videoFileProblem(file, maxUploadMb) : undefined;

  const chooseFile = (chosen: File | null) => {
    chosenRef.current = chosen;
    setFile(chosen);
    setFileError(undefined);
    setResumeHint(undefined);
    if (!chosen || videoFileProblem(chosen, maxUploadMb)) return;
    // Also fetches the uploader's chunk while the person finishes the form.
    void loadResumableUploads()
      .then(({ findUnfinishedUpload }) => findUnfinishedUpload(chosen))
      .then((fields) => {
        if (!fields || chosenRef.current !== chosen) return;
        form.setValue('title', fields.title);
        form.setValue('description', fields.description);
        if (fields.category) form.setValue('category', fields.category);
        form.setValue('ageRating', fields.ageRating);
        setResumeHint(uploadsTexts.form.resumeHint);
      })
      .catch(() => undefined);
  };

  const onError = (error: Error) => {
    if (error instanceof UploadAbortedError) {
      setResumeHint(undefined);
      toast({ title: uploadsTexts.form.cancelledTitle, description: uploadsTexts.form.cancelled });
    } else if (error instanceof UploadAnswerLostError) {
      toast({ title: uploadsTexts.form.answerLostTitle, description: uploadsTexts.form.answerLost });
    } else if (error instanceof UploadNetworkError) {
      setConnectionLost(true);
    } else {
      form.failWith(toastMessages.errorTitle, toastMessages.genericErrorFallback)(error);
      // A refusal of the file itself (not a video, too large) is said under the file too.
      const tooLarge = error instanceof ApiError && error.status === 413 && maxUploadMb !== undefined ? uploadMessages.tooLarge(maxUploadMb) : undefined;
      setFileError(fieldErrorsFromError(error).video ?? tooLarge);
    }
  };

  const send = (fields: UploadFields, chosen: File) => {
    setConnectionLost(false);
    upload.mutate({ fields, file: chosen }, { onSuccess: onUploaded, onError });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = videoFileProblem(file, maxUploadMb);
    setFileError(file ? undefined : problem);
    form.handleSubmit((fields) => {
      if (!problem && file) send(fields, file);
    })(event);
  };

  const texts = uploadsTexts.form;
  return (
    <form className="form upload-form" onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <fieldset className="form__fields" disabled={sending}>
        <FormField label={texts.title} maxLength={200} autoComplete="off" {...form.field('title')} />
        <TextareaField label={texts.description} rows={4} maxLength={5000} {...form.field('description')} />
        <SelectField label={texts.category} options={VIDEO_CATEGORIES} labels={categoryLabels} {...form.field('category')} />
        <AgeRatingField {...form.field('ageRating')} />
        <VideoFileField file={file} error={chosenProblem ?? fileError} hint={resumeHint} onChange={chooseFile} />
      </fieldset>
      {connectionLost && (
        <div className="notice notice--danger" role="alert">
          <WifiOff size={18} aria-hidden />
          <div>
            <p className="notice__title">{texts.connectionLostTitle}</p>
            <p>{texts.connectionLost}</p>
            <Button type="submit" size="sm" className="notice__action">
              {texts.retry}
            </Button>
          </div>
        </div>
      )}
      {sending ? (
        <UploadProgress sending={upload.sending} onCancel={upload.abort} />
      ) : (
        !connectionLost && (
          <Button type="submit" className="form__submit">
            <Upload size={18} aria-hidden /> {texts.submit}
          </Button>
        )
      )}
    </form>
  );
}
