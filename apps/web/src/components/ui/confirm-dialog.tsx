import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { uiTexts } from './ui-texts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The request runs: the confirm button waits, and a second tap sends nothing. */
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive or irreversible action (live-creators-admin.md §8: deletions ask first). */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="confirm-dialog__text">{children}</div>
      <div className="confirm-dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {uiTexts.cancel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
