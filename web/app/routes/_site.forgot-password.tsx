import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { MailIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { AuthCard } from "~/components/auth-card";
import { Field, useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";
import { apiClient } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { requireAnonymous } from "~/utils/session.server";
import { type FieldErrors, forgotPasswordSchema, parseForm } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Forgot Password", "Reset your Statement Converter password.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

type ActionResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: FieldErrors; email: string; toast?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.success)
    return data<ActionResult>({ status: "invalid", errors: parsed.errors, email }, { status: 400 });
  try {
    await apiClient(request, context).auth.forgotPassword({ email: parsed.data.email });
  } catch (err) {
    console.error("Forgot password failed", err);
    const message = "Failed to send reset instructions";
    return data<ActionResult>(
      { status: "invalid", errors: { email: message }, email, toast: message },
      { status: 400 },
    );
  }
  return data<ActionResult>({ status: "sent", email: parsed.data.email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useFocusFirstError(formRef, result?.status === "invalid" ? result.errors : undefined);
  useEffect(() => {
    if (result?.status === "sent") toast.success("Password reset instructions sent successfully!");
    if (result?.status === "invalid" && result.toast) toast.error(result.toast);
  }, [result]);

  if (result?.status === "sent") {
    return (
      <AuthCard title="Check Your Email!">
        <div className="success-panel" style={{ padding: "1rem 0" }} role="status">
          <div className="success-panel__icon">
            <MailIcon size={30} />
          </div>
          <p>
            If an account exists for <strong>{result.email}</strong>, we have sent it a link to reset your
            password. The link works once, for 1 hour.
          </p>
          <p className="muted">Didn't get it? Check your spam folder, or try another address.</p>
          <div className="btn-row" style={{ justifyContent: "center" }}>
            <Link to="/forgot-password" className="btn">
              Try Another Email
            </Link>
            <Link to="/login" className="btn btn--primary">
              Back to Login
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to Login</Link>
        </>
      }
    >
      <Form method="post" className="form" noValidate ref={formRef}>
        <Field
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.email}
          error={result?.status === "invalid" ? result.errors.email : undefined}
        />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Sending..." : "Send Reset Instructions"}
        </button>
      </Form>
    </AuthCard>
  );
}
