import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Hides the close button and ignores Escape/backdrop (for prompts that must be answered). */
  isDismissible?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A dialog with a close button, Escape to close, a focus trap, and focus returned to the opener. */
export function Modal({ isOpen, onClose, title, children, footer, isDismissible = true }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isDismissible) {
        event.stopPropagation();
        onCloseRef.current();
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-modal');
      opener?.focus();
    };
  }, [isOpen, isDismissible]);

  if (!isOpen) return null;
  return createPortal(
    <div className="ui-modal">
      <div className="ui-modal__backdrop" aria-hidden="true" onClick={isDismissible ? onClose : undefined} />
      <div
        ref={dialogRef}
        className="ui-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: in a portal on <body> they would be a second banner and content-info landmark. */}
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {isDismissible ? (
            <button type="button" className="ui-icon-button" aria-label={t('actions.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
