import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "./not-found";

/** The error page of every route's error boundary: 404s show the not-found page, anything else a friendly error. */
export default function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1>Something went wrong</h1>
      <p className="muted">
        {status >= 500
          ? "Server error. Please try again later."
          : isRouteErrorResponse(error)
            ? error.statusText || "An unexpected error occurred."
            : "An unexpected error occurred."}
      </p>
      <div className="btn-row" style={{ justifyContent: "center" }}>
        <Link to="/" className="btn btn--primary btn--lg">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
