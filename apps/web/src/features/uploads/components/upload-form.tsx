import { toastMessages, uploadFieldsSchema, type CreatorVideo, type UploadFields } from '@kora/shared';
import { Upload, WifiOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, SelectField, TextareaField } from '../../../components/ui/form-field';
import { ApiError, fieldErrorsFromError, serverMessageFromError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { UploadAbortedError, UploadNetworkError } from '../api/send-upload';
import { useUploadVideo } from '../api/upload-video';
import { DEFAULT_CATEGORY, VIDEO_CATEGORIES, videoFileProblem } from '../video-file';
import { UploadProgress } from './upload-progress';
import { VideoFileField } from './video-file-field';

interface UploadFormProps {
  /** Called with the created video once the server has accepted the file. */
  onUploaded: (video: CreatorVideo) => void;
  /** The server's size cap in bytes, when known: larger files are refused before sending. */
  maxFileBytes?: number;
}

/**
 * Titre, Description, Catégorie and Fichier vidéo, sent with live progress and 'Annuler'. Server
 * field errors go under their fields with a toast 'Erreur'; a dropped connection offers 'Réessayer'.
 */
export function UploadForm({ onUploaded, maxFileBytes }: UploadFormProps) {
  const form = useForm(uploadFieldsSchema, { title: '', description: '', category: DEFAULT_CATEGORY });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [connectionLost, setConnectionLost] = useState(false);
  const upload = useUploadVideo();
  const sending = upload.isPending;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // A wrong file is said at once; a missing one only when sending.
    setFileError(chosen ? videoFileProblem(chosen, maxFileBytes) : undefined);
  };

  const onError = (error: Error) => {
    if (error instanceof UploadAbortedError) {
      toast({ title: 'Envoi annulé', description: "La vidéo n'a pas été envoyée." });
    } else if (error instanceof UploadNetworkError) {
      setConnectionLost(true);
    } else {
      form.failWith(toastMessages.errorTitle, toastMessages.genericErrorFallback)(error);
      // 413 has no field errors, but it is about the file: say it there too.
      const tooLarge = error instanceof ApiError && error.status === 413 ? serverMessageFromError(error) : undefined;
      setFileError(fieldErrorsFromError(error).video ?? tooLarge);
    }
  };

  const send = (fields: UploadFields, chosen: File) => {
    setConnectionLost(false);
    upload.mutate({ fields, file: chosen }, { onSuccess: onUploaded, onError });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = videoFileProblem(file, maxFileBytes);
    setFileError(problem);
    form.handleSubmit((fields) => {
      if (!problem && file) send(fields, file);
    })(event);
  };

  return (
    <form className="form upload-form" onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <fieldset className="upload-form__fields" disabled={sending}>
        <FormField label="Titre" maxLength={200} autoComplete="off" {...form.field('title')} />
        <TextareaField label="Description" rows={4} maxLength={5000} {...form.field('description')} />
        <SelectField label="Catégorie" options={VIDEO_CATEGORIES} {...form.field('category')} />
        <VideoFileField file={file} error={fileError} onChange={chooseFile} />
      </fieldset>
      {connectionLost && (
        <div className="notice notice--danger" role="alert">
          <WifiOff size={18} aria-hidden />
          <div>
            <p className="notice__title">Connexion interrompue</p>
            <p>La connexion a été perdue pendant l'envoi. Vérifiez votre réseau, puis réessayez.</p>
            <Button type="submit" size="sm" className="notice__action">
              Réessayer
            </Button>
          </div>
        </div>
      )}
      {sending ? (
        <UploadProgress rate={upload.rate} onCancel={upload.abort} />
      ) : (
        !connectionLost && (
          <Button type="submit" className="upload-form__submit">
            <Upload size={18} aria-hidden /> Envoyer la vidéo
          </Button>
        )
      )}
    </form>
  );
}
