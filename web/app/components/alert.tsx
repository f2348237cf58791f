import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

export type AlertType = "success" | "error" | "warning" | "info";

const ICON: Record<AlertType, IconName> = {
  success: "check-circle",
  error: "alert",
  warning: "alert",
  info: "info",
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
  return (
    <div className={`alert alert--${type}`} role={type === "error" ? "alert" : "status"}>
      <Icon name={ICON[type]} />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}
