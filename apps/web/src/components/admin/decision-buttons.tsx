import { Check, X } from 'lucide-react';
import { Button } from '../ui/button';
import { adminComponentsTexts as t } from './admin-components-texts';

interface DecisionButtonsProps {
  /** The approval is being sent: 'Approuver' waits, the other button is disabled. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** 'Rejeter' unless told ('Refuser'). */
  rejectLabel?: string;
  /** What each button says to assistive technology when the list holds many ('Approuver la candidature de …'). */
  approveName?: string;
  rejectName?: string;
}

/** An admin list item's decision: 'Approuver', then 'Rejeter' (or 'Refuser'), small, side by side. */
export function DecisionButtons({ busy, onApprove, onReject, rejectLabel = t.reject, approveName, rejectName }: DecisionButtonsProps) {
  return (
    <>
      <Button size="sm" loading={busy} onClick={onApprove} aria-label={approveName}>
        <Check size={16} aria-hidden /> {t.approve}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={onReject} aria-label={rejectName}>
        <X size={16} aria-hidden /> {rejectLabel}
      </Button>
    </>
  );
}
