import { CircleAlertIcon, CircleCheckBigIcon, InfoIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type AlertType = "success" | "error" | "warning" | "info";

const ICON: Record<AlertType, LucideIcon> = {
  success: CircleCheckBigIcon,
  error: CircleAlertIcon,
  warning: CircleAlertIcon,
  info: InfoIcon,
};

/** An inline message. Errors are announced (role=alert); the rest are a polite status. */
export function Alert({
  type = "info",
  title,
  children,
  action,
}: {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICON[type];
  return (
    <div className={`alert alert--${type}`} role={type === "error" ? "alert" : "status"}>
      <Icon />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}
