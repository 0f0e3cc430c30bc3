import { toastDurationMs } from '@kora/shared';
import { X } from 'lucide-react';
import { useEffect, useState, type PointerEvent } from 'react';
import { cx } from '../../lib/cx';
import { useToast } from '../../lib/toast';
import { uiTexts } from './ui-texts';
import './toaster.css';

/** How far (px) a toast must be dragged to the right to be dismissed. */
const SWIPE_THRESHOLD = 80;

/** Renders the one visible toast: auto-dismissed after 5 s, or swiped right, or closed. */
export function Toaster() {
  const { toast, dismiss } = useToast();
  const [drag, setDrag] = useState<{ toastId: number; start: number; offset: number } | null>(null);
  const offset = drag && toast && drag.toastId === toast.id ? drag.offset : 0;

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    if (!toast) return;
    setDrag({ toastId: toast.id, start: event.clientX, offset: 0 });
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    setDrag((d) => (d ? { ...d, offset: Math.max(0, event.clientX - d.start) } : d));
  };
  const onPointerEnd = () => {
    if (!drag) return;
    setDrag(null);
    if (offset > SWIPE_THRESHOLD && toast) dismiss(toast.id);
  };

  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div
          key={toast.id}
          className={cx('toast', toast.variant === 'destructive' && 'toast--destructive', drag !== null && 'toast--dragging')}
          style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 240) } : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <div className="toast__text">
            <p className="toast__title">{toast.title}</p>
            {toast.description && <p className="toast__description">{toast.description}</p>}
          </div>
          <button type="button" className="toast__close" aria-label={uiTexts.closeToast} onClick={() => dismiss(toast.id)}>
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
