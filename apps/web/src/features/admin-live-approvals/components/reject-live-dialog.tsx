import { liveLimits, liveMessages } from '@kora/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';

interface RejectLiveDialogProps {
  title: string | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/**
 * 'Rejeter' asks for a reason (live-creators-admin.md §5): blank after trimming, the toast 'Raison
 * requise' / 'Veuillez indiquer une raison pour le rejet.' and nothing is sent.
 */
export function RejectLiveDialog({ title, busy, onReject, onClose }: RejectLiveDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      toast({ title: liveMessages.reasonRequiredTitle, description: liveMessages.reasonRequired, variant: 'destructive' });
      return;
    }
    onReject(trimmed);
  };
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal open={title !== null} onClose={close} title="Rejeter le live">
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="confirm-dialog__text">« {title} » ne pourra pas être diffusé. Le créateur verra la raison.</p>
        <Field id={id} label="Raison du rejet">
          <Textarea id={id} rows={3} maxLength={liveLimits.rejectionReasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <div className="confirm-dialog__actions">
          <Button variant="outline" onClick={close} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" variant="destructive" loading={busy}>
            Rejeter
          </Button>
        </div>
      </form>
    </Modal>
  );
}
