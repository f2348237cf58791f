/**
 * A modal dialog (Radix Dialog): focus stays inside while it is open and returns where it was,
 * Escape, a click outside and the close button call `onClose`, the page behind does not scroll.
 * The content is rendered only while the dialog is open.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import type { ReactNode } from "react";

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
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          // Without a description Radix would warn; the title alone names the dialog then.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="dialog__head">
            <RadixDialog.Title asChild>
              <h2>{title}</h2>
            </RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label="Close dialog">
              <XIcon />
            </RadixDialog.Close>
          </div>
          <div className="dialog__body">
            {description ? (
              <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className="dialog__foot">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
