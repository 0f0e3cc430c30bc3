import { Button } from './button';
import { uiTexts } from './ui-texts';

interface DialogActionsProps {
  /** The form is being sent: 'Annuler' is disabled and the submit button waits. */
  busy: boolean;
  onCancel: () => void;
  /** The submit button's text ('Enregistrer' unless told). */
  submitLabel?: string;
  destructive?: boolean;
}

/** The foot of a form in a dialog: 'Annuler', then its submit button (styled like ConfirmDialog's). */
export function DialogActions({ busy, onCancel, submitLabel = uiTexts.save, destructive }: DialogActionsProps) {
  return (
    <div className="confirm-dialog__actions">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {uiTexts.cancel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
