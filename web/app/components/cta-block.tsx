import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useOptionalUser } from "~/utils/user";

/**
 * The call to action at the foot of public pages: 'Go to Dashboard' when signed in, else
 * `visitorLabel` ('Start Free Trial' or 'Start Now') to /register.
 */
export function CtaBlock({
  title = "Ready to stop retyping bank statements?",
  text = "Convert your first statement in under a minute. No credit card required.",
  visitorLabel = "Start Free Trial",
  secondary,
}: {
  title?: string;
  text?: string;
  visitorLabel?: "Start Free Trial" | "Start Now";
  secondary?: ReactNode;
}) {
  const user = useOptionalUser();
  return (
    <section className="section section--tight" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta on-dark">
          <h2 id="cta-title">{title}</h2>
          <p>{text}</p>
          <div className="btn-row">
            {user ? (
              <Link to="/dashboard" className="btn btn--light btn--lg">
                Go to Dashboard
              </Link>
            ) : (
              <Link to="/register" className="btn btn--light btn--lg">
                {visitorLabel}
              </Link>
            )}
            {secondary}
          </div>
        </div>
      </div>
    </section>
  );
}
