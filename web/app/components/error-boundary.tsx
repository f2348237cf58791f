import { lazy, Suspense } from "react";

// The error page loads when an error shows: most visits never need it.
const ErrorPage = lazy(() => import("./error-page"));

/** The one error boundary (root, the public frame and the signed-in frame render it). */
export function GeneralErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
