import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { uiTexts } from './ui-texts';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: focus is trapped and restored by the browser, Escape
 * closes it, and so does a click on the backdrop.
 */
export function Modal({ open, onClose, title, hideTitle, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('modal', className)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId} className={cx('modal__title', hideTitle && 'sr-only')}>
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={uiTexts.close} onClick={onClose}>
              <X size={20} aria-hidden />
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
