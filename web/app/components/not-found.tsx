import { Link } from "@remix-run/react";

/** The 404 page ('Oops! Page Not Found'; docs/architecture.md#screens). */
export function NotFound() {
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page Not Found</h1>
      <p className="muted">The page you're looking for doesn't exist or has been moved.</p>
      <div className="btn-row" style={{ justifyContent: "center" }}>
        <Link to="/" className="btn btn--primary btn--lg">
          Back to Home
        </Link>
        <Link to="/contact" className="btn btn--lg">
          Contact Support
        </Link>
      </div>
    </section>
  );
}
