import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { PageHead } from "~/components/app-shell";
import { pageMeta } from "~/utils/meta";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => pageMeta("Conversion Results");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/** /results without an id: 'No conversion ID provided'. */
export default function ResultsWithoutId() {
  return (
    <>
      <PageHead title="Conversion Results" />
      <div className="card">
        <Alert type="error" title="No conversion ID provided">
          <p>Open a conversion from your history to see its results.</p>
        </Alert>
        <div className="btn-row results-error__links">
          <Link to="/history" className="btn btn--primary">
            Back to History
          </Link>
          <Link to="/pdf-converter" className="btn">
            Convert Another File
          </Link>
        </div>
      </div>
    </>
  );
}
