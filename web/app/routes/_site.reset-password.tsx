import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/alert";
import { AuthCard } from "~/components/auth-card";
import { PasswordField, useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";
import { apiClient } from "~/utils/api.server";
import { apiFormErrors } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { clearSessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { type FieldErrors, parseForm, resetPasswordSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Reset Password", "Choose a new Statement Converter password.");

/** The page the e-mailed reset link opens: `/reset-password?token=...`. */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

type ActionResult = { errors: FieldErrors; formError?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.success) {
    const { token, ...errors } = parsed.errors;
    return data<ActionResult>({ errors, ...(token ? { formError: token } : {}) }, { status: 400 });
  }
  try {
    const body = await apiClient(request, context).auth.resetPassword({
      token: parsed.data.token,
      newPassword: parsed.data.newPassword,
    });
    // Every session of the account was revoked: this browser's too.
    return redirectWithToast(
      "/login",
      { type: "success", message: body.message },
      { headers: { "Set-Cookie": clearSessionCookie(request) } },
    );
  } catch (err) {
    const failure = apiFormErrors(err, ["newPassword"], "Failed to reset password");
    return data<ActionResult>(failure, { status: 400 });
  }
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useFocusFirstError(formRef, result?.errors);
  useEffect(() => {
    if (result?.formError) toast.error(result.formError);
  }, [result]);

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Alert type="error" title="This reset link is incomplete">
          Open the link from the e-mail again, or request a new one.
        </Alert>
        <p className="auth-card__foot">
          <Link to="/forgot-password" className="btn btn--primary">
            Request a New Link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      lead="Your new password must be at least 8 characters, with letters and numbers."
      footer={
        <>
          <Link to="/login">Back to Login</Link>
        </>
      }
    >
      {result?.formError ? (
        <Alert type="error">
          {result.formError} <Link to="/forgot-password">Request a new link</Link>
        </Alert>
      ) : null}
      <Form method="post" className="form" noValidate ref={formRef} style={{ marginTop: "1rem" }}>
        <input type="hidden" name="token" value={token} />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          error={result?.errors.newPassword}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          error={result?.errors.confirmPassword}
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Saving..." : "Reset Password"}
        </button>
      </Form>
    </AuthCard>
  );
}
