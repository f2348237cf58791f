import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { MailIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { AuthCard } from "~/components/auth-card";
import { bind, Field, useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";
import { apiClient } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { requireAnonymous } from "~/utils/session.server";
import { forgotPasswordSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta("Forgot Password", "Reset your Statement Converter password.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  try {
    await apiClient(request, context).auth.forgotPassword({ email: submission.value.email });
  } catch (err) {
    console.error("Forgot password failed", err);
    const message = "Failed to send reset instructions";
    return data(
      { reply: submission.reply({ fieldErrors: { email: [message] } }), toast: message },
      { status: 400 },
    );
  }
  return data({ sent: submission.value.email });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const reply = result && "reply" in result ? result.reply : undefined;
  const [form, fields] = useForm<z.input<typeof forgotPasswordSchema>>({ lastResult: reply });
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useFocusFirstError(formRef, reply?.error);
  useEffect(() => {
    if (result && "sent" in result) toast.success("Password reset instructions sent successfully!");
    if (result && "toast" in result) toast.error(String(result.toast));
  }, [result]);

  if (result && "sent" in result) {
    return (
      <AuthCard title="Check Your Email!">
        <div className="success-panel" style={{ padding: "1rem 0" }} role="status">
          <div className="success-panel__icon">
            <MailIcon size={30} />
          </div>
          <p>
            If an account exists for <strong>{result.sent}</strong>, we have sent it a link to reset your
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
      <Form method="post" {...getFormProps(form)} className="form" ref={formRef}>
        <Field label="Email Address" type="email" autoComplete="email" {...bind(fields.email)} />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={submitting}>
          {submitting ? "Sending..." : "Send Reset Instructions"}
        </button>
      </Form>
    </AuthCard>
  );
}
