import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Alert } from "~/components/alert";
import { AuthCard } from "~/components/auth-card";
import { bind, PasswordField } from "~/components/forms";
import { apiClient } from "~/utils/api.server";
import { refusedReply } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { clearSessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useActionForm } from "~/utils/use-action-form";
import { resetPasswordSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Reset Password", "Choose a new Statement Converter password.");

/** The page the e-mailed reset link opens: `/reset-password?token=...`. */
export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

const PASSWORDS = ["newPassword", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    // A missing token is the link's fault, not a field's: it shows above the form.
    const tokenError = submission.error?.token;
    return data(
      submission.reply({ hideFields: PASSWORDS, ...(tokenError ? { formErrors: tokenError } : {}) }),
      { status: 400 },
    );
  }
  try {
    const { token, newPassword } = submission.value;
    const body = await apiClient(request, context).auth.resetPassword({ token, newPassword });
    // Every session of the account was revoked: this browser's too.
    return redirectWithToast(
      "/login",
      { type: "success", message: body.message },
      { headers: { "Set-Cookie": clearSessionCookie(request) } },
    );
  } catch (err) {
    return data(refusedReply(submission, err, ["newPassword"], "Failed to reset password", PASSWORDS), {
      status: 400,
    });
  }
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const { form, fields, formRef, submitting, formError } = useActionForm<z.input<typeof resetPasswordSchema>>(
    useActionData<typeof action>(),
  );

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
      footer={<Link to="/login">Back to Login</Link>}
    >
      {formError ? (
        <Alert type="error">
          {formError} <Link to="/forgot-password">Request a new link</Link>
        </Alert>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="form"
        ref={formRef}
        style={{ marginTop: "1rem" }}
      >
        <input type="hidden" name="token" value={token} />
        <PasswordField label="New Password" autoComplete="new-password" {...bind(fields.newPassword)} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...bind(fields.confirmPassword)}
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Saving..." : "Reset Password"}
        </button>
      </Form>
    </AuthCard>
  );
}
