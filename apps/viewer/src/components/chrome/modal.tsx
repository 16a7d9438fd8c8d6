import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "./icons.tsx";

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/**
 * A native modal dialog: the browser traps focus, closes on Escape and gives focus back; a click on
 * the backdrop (the dialog element itself, outside its panel) closes it too.
 */
export function Modal({ title, closeLabel, onClose, children, className = "" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`mk-modal ${className}`}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={undefined}
    >
      <div className="mk-modal-panel">
        <div className="mk-modal-head">
          <h2>{title}</h2>
          <button type="button" className="mk-modal-close" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        <div className="mk-modal-body">{children}</div>
      </div>
    </dialog>
  );
}
