import { Button } from './button';

interface DialogActionsProps {
  /** The form is being sent: 'Annuler' is disabled and the submit button waits. */
  busy: boolean;
  onCancel: () => void;
  /** The submit button's text ('Enregistrer' unless told). */
  submitLabel?: string;
  destructive?: boolean;
}

/** The foot of a form in a dialog: 'Annuler', then its submit button (styled like ConfirmDialog's). */
export function DialogActions({ busy, onCancel, submitLabel = 'Enregistrer', destructive }: DialogActionsProps) {
  return (
    <div className="confirm-dialog__actions">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Annuler
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'primary'} loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
