/**
 * A modal dialog on the native <dialog> element: focus stays inside while it is open, Escape and
 * the close button call `onClose`, and focus returns to where it was. The content is rendered only
 * while the dialog is open.
 */
import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dialog__close" aria-label="Close dialog" onClick={onClose}>
              <XIcon />
            </button>
          </div>
          <div className="dialog__body">
            {description ? (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            ) : null}
            {children}
          </div>
          {footer ? <div className="dialog__foot">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
