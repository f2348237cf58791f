import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { APIError } from "@statement-converter/sdk";
import { CircleCheckBigIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/alert";
import { AuthCard } from "~/components/auth-card";
import { apiClient } from "~/utils/api.server";
import { errorMessage } from "~/utils/api-errors";
import { pageMeta } from "~/utils/meta";
import { useOptionalUser } from "~/utils/user";

export const meta: MetaFunction = () => pageMeta("Verify Email", "Confirm your email address.");

/** The page the e-mailed confirmation link opens: `/verify-email?token=...`. */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

type ActionResult = { ok: true; message: string } | { ok: false; message: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  if (!token)
    return data<ActionResult>(
      { ok: false, message: "This confirmation link is incomplete." },
      { status: 400 },
    );
  try {
    const body = await apiClient(request, context).auth.verifyEmail({ token });
    return data<ActionResult>({ ok: true, message: body.message });
  } catch (err) {
    const message =
      err instanceof APIError && err.status && err.status < 500 ? err.message : errorMessage(err);
    return data<ActionResult>({ ok: false, message }, { status: 400 });
  }
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const fetcher = useFetcher<typeof action>();
  const started = useRef(false);
  const actionData = useActionData<typeof action>();
  const result = fetcher.data ?? actionData;

  // The link's landing page confirms by itself; the button is there for browsers without JavaScript.
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      fetcher.submit({ token }, { method: "post" });
    }
  }, [token, fetcher]);

  const next = user ? (
    <Link to="/dashboard" className="btn btn--primary">
      Go to Dashboard
    </Link>
  ) : (
    <Link to="/login" className="btn btn--primary">
      Sign In
    </Link>
  );

  if (result?.ok) {
    return (
      <AuthCard title="Email confirmed">
        <div className="success-panel" style={{ padding: "1rem 0" }} role="status">
          <div className="success-panel__icon">
            <CircleCheckBigIcon size={30} />
          </div>
          <p>{result.message}</p>
          {next}
        </div>
      </AuthCard>
    );
  }
  if (!token || result) {
    return (
      <AuthCard title="Verify Email">
        <Alert type="error" title="We could not confirm your email address">
          {result?.message ?? "This confirmation link is incomplete."}
        </Alert>
        <p className="auth-card__foot">
          {user
            ? "Request a new link from your profile."
            : "Sign in to request a new link from your profile."}
        </p>
        <p className="auth-card__foot">{next}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify Email" lead="Confirming your email address...">
      <fetcher.Form method="post" className="form">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={fetcher.state !== "idle"}
        >
          {fetcher.state !== "idle" ? "Confirming..." : "Confirm Email Address"}
        </button>
      </fetcher.Form>
    </AuthCard>
  );
}
