/**
 * Asks before something that cannot be undone (deleting conversions, rows): a Radix AlertDialog
 * (role alertdialog; Escape and Cancel keep everything, a click outside does nothing).
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  busyLabel = "Deleting...",
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--sm">
          <div className="dialog__head">
            <AlertDialog.Title asChild>
              <h2>{title}</h2>
            </AlertDialog.Title>
          </div>
          <div className="dialog__body">
            <AlertDialog.Description className="dialog__description">{message}</AlertDialog.Description>
            {children}
          </div>
          <div className="dialog__foot">
            <div className="btn-row dialog__actions">
              <AlertDialog.Cancel className="btn" disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that would close the dialog before the deletion is done. */}
              <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
