import { getFormProps, type SubmissionResult } from "@conform-to/react";
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
import { bind, bindCheckbox, CheckboxField, Field, PasswordField } from "~/components/forms";
import { GoogleSignIn } from "~/components/google-sign-in";
import { apiClient } from "~/utils/api.server";
import { refusedReply, signedInRedirect } from "~/utils/auth.server";
import { webConfig } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/redirect";
import { requireAnonymous } from "~/utils/session.server";
import { useActionForm } from "~/utils/use-action-form";
import { loginSchema } from "~/utils/validation";

export const meta: MetaFunction = () => pageMeta("Sign In", "Sign in to Statement Converter.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  return { redirectTo, googleClientId: webConfig(context).GOOGLE_CLIENT_ID };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiClient(request, context);
  const redirectTo = safeRedirect(form.get("redirectTo"), "/dashboard");

  if (form.get("intent") === "google") {
    const idToken = String(form.get("idToken") ?? "");
    try {
      const { response } = await api.auth.googleLogin({ idToken }).withResponse();
      return await signedInRedirect(response, redirectTo, { type: "success", message: "Welcome back!" });
    } catch (err) {
      console.error("Google login failed", err);
      return data<SubmissionResult<string[]>>(
        { status: "error", error: { "": ["Google login failed. Please try again."] } },
        { status: 400 },
      );
    }
  }

  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email, password, rememberMe } = submission.value;
  try {
    const { response } = await api.auth.login({ email, password, rememberMe }).withResponse();
    return await signedInRedirect(response, redirectTo, { type: "success", message: "Welcome back!" });
  } catch (err) {
    return data(refusedReply(submission, err, ["email", "password"], "Login failed", ["password"]), {
      status: 400,
    });
  }
}

export default function Login() {
  const { redirectTo, googleClientId } = useLoaderData<typeof loader>();
  const { form, fields, formRef, submitting, formError } = useActionForm<z.input<typeof loginSchema>>(
    useActionData<typeof action>(),
  );

  const registerHref = redirectTo ? `/register?redirect=${encodeURIComponent(redirectTo)}` : "/register";
  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to convert statements and export to CSV, Excel or JSON."
      footer={
        <>
          Don't have an account? <Link to={registerHref}>Create one for free</Link>
        </>
      }
    >
      {formError ? <Alert type="error">{formError}</Alert> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="form"
        ref={formRef}
        style={{ marginTop: "1rem" }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Email" type="email" autoComplete="email" {...bind(fields.email)} />
        <PasswordField label="Password" autoComplete="current-password" {...bind(fields.password)} />
        <div className="form-footer">
          <CheckboxField label="Remember me" {...bindCheckbox(fields.rememberMe)} />
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Signing in..." : "Sign In"}
        </button>
      </Form>
      {googleClientId ? (
        <>
          <p className="divider" style={{ margin: "1.5rem 0" }}>
            or
          </p>
          <GoogleSignIn clientId={googleClientId} redirectTo={redirectTo || "/dashboard"} />
        </>
      ) : null}
    </AuthCard>
  );
}
