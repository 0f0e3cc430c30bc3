import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { DialogActions } from '../ui/dialog-actions';
import { Field } from '../ui/field';
import { Textarea } from '../ui/input';
import { Modal } from '../ui/modal';
import { adminComponentsTexts as t } from './admin-components-texts';

interface RejectDialogProps {
  /** Open while an item is being rejected. */
  open: boolean;
  /** The dialog's title ('Rejeter le live'). */
  title: string;
  /** What rejecting means for this item, above the reason. */
  children: ReactNode;
  maxLength: number;
  /**
   * A reason is required (live-creators-admin.md §5 for lives): blank after trimming, this toast and
   * nothing is sent. Without it the reason is optional (creator applications) and '' means none.
   */
  required?: { title: string; description: string };
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
  /** The reason's label and the button's text ('Raison du rejet', 'Rejeter' unless told). */
  reasonLabel?: string;
  submitLabel?: string;
}

/** 'Rejeter' of an admin list: a reason (required or optional), then the destructive button that waits while it is sent. */
export function RejectDialog({ open, title, children, maxLength, required, busy, onReject, onClose, reasonLabel = t.reasonLabel, submitLabel = t.reject }: RejectDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed && required) {
      toast({ ...required, variant: 'destructive' });
      return;
    }
    onReject(trimmed);
  };
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="confirm-dialog__text">{children}</div>
        <Field id={id} label={required ? reasonLabel : t.optional(reasonLabel)}>
          <Textarea id={id} rows={3} maxLength={maxLength} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <DialogActions busy={busy} onCancel={close} submitLabel={submitLabel} destructive />
      </form>
    </Modal>
  );
}
