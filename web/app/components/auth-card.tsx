import type { ReactNode } from "react";

/** The centred card every account screen (login, register, password, e-mail) uses. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="auth">
      <div className="container">
        <div className={`card card--lg auth-card ${wide ? "auth-card--wide" : ""}`}>
          <h1>{title}</h1>
          {lead ? <p className="auth-card__lead">{lead}</p> : null}
          {children}
          {footer ? <p className="auth-card__foot">{footer}</p> : null}
        </div>
      </div>
    </section>
  );
}
