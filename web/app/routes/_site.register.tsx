import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CircleCheckBigIcon } from "lucide-react";
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
import { redirectWithToast } from "~/utils/toast.server";
import { type FieldErrors, parseForm, registerSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Create Account", "Create a free Statement Converter account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  return { redirectTo, googleClientId: webConfig(context).GOOGLE_CLIENT_ID };
}

type Values = { firstName: string; lastName: string; email: string; acceptTerms: boolean };
type ActionResult = { errors: FieldErrors; formError?: string; values: Values };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values: Values = {
    firstName: String(form.get("firstName") ?? ""),
    lastName: String(form.get("lastName") ?? ""),
    email: String(form.get("email") ?? ""),
    acceptTerms: form.get("acceptTerms") === "on",
  };
  const parsed = parseForm(registerSchema, form);
  if (!parsed.success) return data<ActionResult>({ errors: parsed.errors, values }, { status: 400 });
  try {
    const { data: body, response } = await apiClient(request, context)
      .auth.register({
        email: parsed.data.email,
        password: parsed.data.password,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
      })
      .withResponse();
    if (body.needsConfirmation || !body.accessToken) {
      return redirectWithToast("/login", {
        type: "info",
        message: "Please check your email to confirm your account",
      });
    }
    const to = safeRedirect(form.get("redirectTo"), "/dashboard");
    return await signedInRedirect(response, to, {
      type: "success",
      message: "Account created successfully!",
    });
  } catch (err) {
    const failure = apiFormErrors(
      err,
      ["firstName", "lastName", "email", "password"],
      "Registration failed. Please try again.",
    );
    return data<ActionResult>({ ...failure, values }, { status: 400 });
  }
}

const PERKS = ["5 free pages every 24 hours", "CSV, Excel and JSON export", "Files deleted after processing"];

export default function Register() {
  const { redirectTo, googleClientId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const v = result?.values;
  const e = result?.errors;
  useFocusFirstError(formRef, e);
  useEffect(() => {
    if (result?.formError) toast.error(result.formError);
  }, [result]);

  const loginHref = redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : "/login";
  return (
    <AuthCard
      wide
      title="Create your account"
      lead="Start converting bank statements in minutes. No credit card required."
      footer={
        <>
          Already have an account? <Link to={loginHref}>Sign in</Link>
        </>
      }
    >
      {result?.formError ? <Alert type="error">{result.formError}</Alert> : null}
      <Form method="post" className="form" noValidate ref={formRef} style={{ marginTop: "1rem" }}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="form-row">
          <Field
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={v?.firstName}
            error={e?.firstName}
          />
          <Field
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={v?.lastName}
            error={e?.lastName}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={v?.email}
          error={e?.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters, with letters and numbers."
          error={e?.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          error={e?.confirmPassword}
        />
        <CheckboxField
          name="acceptTerms"
          defaultChecked={v?.acceptTerms}
          error={e?.acceptTerms}
          label={
            <>
              I agree to the <Link to="/terms">Terms of Service</Link> and{" "}
              <Link to="/privacy">Privacy Policy</Link>
            </>
          }
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Creating account..." : "Create Account"}
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
      <ul className="auth-perks">
        {PERKS.map((p) => (
          <li key={p}>
            <CircleCheckBigIcon /> {p}
          </li>
        ))}
      </ul>
    </AuthCard>
  );
}
