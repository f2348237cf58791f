import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CircleCheckBigIcon } from "lucide-react";
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
import { redirectWithToast } from "~/utils/toast.server";
import { useActionForm } from "~/utils/use-action-form";
import { registerSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Create Account", "Create a free Statement Converter account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  return { redirectTo, googleClientId: webConfig(context).GOOGLE_CLIENT_ID };
}

const PASSWORDS = ["password", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: registerSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: PASSWORDS }), { status: 400 });
  }
  const { email, password, firstName, lastName } = submission.value;
  try {
    const { data: body, response } = await apiClient(request, context)
      .auth.register({ email, password, firstName, lastName })
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
    const fields = ["firstName", "lastName", "email", "password"];
    return data(refusedReply(submission, err, fields, "Registration failed. Please try again.", PASSWORDS), {
      status: 400,
    });
  }
}

const PERKS = ["5 free pages every 24 hours", "CSV, Excel and JSON export", "Files deleted after processing"];

export default function Register() {
  const { redirectTo, googleClientId } = useLoaderData<typeof loader>();
  const { form, fields, formRef, submitting, formError } = useActionForm<z.input<typeof registerSchema>>(
    useActionData<typeof action>(),
  );

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
      {formError ? <Alert type="error">{formError}</Alert> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="form"
        ref={formRef}
        style={{ marginTop: "1rem" }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="form-row">
          <Field label="First Name" autoComplete="given-name" {...bind(fields.firstName)} />
          <Field label="Last Name" autoComplete="family-name" {...bind(fields.lastName)} />
        </div>
        <Field label="Email" type="email" autoComplete="email" {...bind(fields.email)} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, with letters and numbers."
          {...bind(fields.password)}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...bind(fields.confirmPassword)}
        />
        <CheckboxField
          {...bindCheckbox(fields.acceptTerms)}
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
