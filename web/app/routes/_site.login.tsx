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
import { CheckboxField, Field, PasswordField, useFocusFirstError } from "~/components/forms";
import { GoogleSignIn } from "~/components/google-sign-in";
import { toast } from "~/components/toaster";
import { apiClient } from "~/utils/api.server";
import { apiFormErrors, signedInRedirect } from "~/utils/auth.server";
import { webConfig } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/redirect";
import { requireAnonymous } from "~/utils/session.server";
import { type FieldErrors, loginSchema, parseForm } from "~/utils/validation";

export const meta: MetaFunction = () => pageMeta("Sign In", "Sign in to Statement Converter.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  return { redirectTo, googleClientId: webConfig(context).GOOGLE_CLIENT_ID };
}

type ActionResult = {
  errors: FieldErrors;
  formError?: string;
  values?: { email: string; rememberMe: boolean };
};

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
      return data<ActionResult>(
        { errors: {}, formError: "Google login failed. Please try again." },
        { status: 400 },
      );
    }
  }

  const values = { email: String(form.get("email") ?? ""), rememberMe: form.get("rememberMe") === "on" };
  const parsed = parseForm(loginSchema, form);
  if (!parsed.success) return data<ActionResult>({ errors: parsed.errors, values }, { status: 400 });
  try {
    const { response } = await api.auth
      .login({ email: parsed.data.email, password: parsed.data.password, rememberMe: parsed.data.rememberMe })
      .withResponse();
    return await signedInRedirect(response, redirectTo, { type: "success", message: "Welcome back!" });
  } catch (err) {
    const failure = apiFormErrors(err, ["email", "password"], "Login failed");
    return data<ActionResult>({ ...failure, values }, { status: 400 });
  }
}

export default function Login() {
  const { redirectTo, googleClientId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useFocusFirstError(formRef, result?.errors);
  useEffect(() => {
    if (result?.formError) toast.error(result.formError);
  }, [result]);

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
      {result?.formError ? <Alert type="error">{result.formError}</Alert> : null}
      <Form method="post" className="form" noValidate ref={formRef} style={{ marginTop: "1rem" }}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.values?.email}
          error={result?.errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          error={result?.errors.password}
        />
        <div className="form-footer">
          <CheckboxField label="Remember me" name="rememberMe" defaultChecked={result?.values?.rememberMe} />
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
