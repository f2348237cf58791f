import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { APIError } from "@statement-converter/sdk";
import { CircleCheckBigIcon, ClockIcon, MailIcon, MessageSquareIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Alert } from "~/components/alert";
import { CtaBlock } from "~/components/cta-block";
import { Faq, type FaqItem } from "~/components/faq";
import { bind, Field, SelectField, TextareaField, useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";
import { apiClient } from "~/utils/api.server";
import { pageMeta } from "~/utils/meta";
import { FEEDBACK_BOARD_URL, SUPPORT_EMAIL, SUPPORT_HOURS } from "~/utils/site";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, contactSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta(
    "Contact Us",
    "Questions, support or feedback: write to the Statement Converter team. We answer within 24 hours.",
  );

export function loader({ request }: LoaderFunctionArgs) {
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return { subject: CONTACT_SUBJECTS.some((s) => s.value === subject) ? subject : "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  try {
    await apiClient(request, context).contact.send(submission.value);
  } catch (err) {
    if (err instanceof APIError && err.status === 422 && err.errors.length) {
      const fieldErrors: Record<string, string[]> = {};
      for (const e of err.errors) fieldErrors[e.field] ??= [e.message];
      return data({ reply: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    console.error("Contact message failed", err);
    const formErrors = ["Failed to send message. Please try again."];
    return data({ reply: submission.reply({ formErrors }) }, { status: 502 });
  }
  return data({ reply: submission.reply({ resetForm: true }), sent: true });
}

const FAQ: FaqItem[] = [
  {
    question: "How quickly will I hear back?",
    answer: `We answer every message within 24 hours, usually much sooner during support hours (${SUPPORT_HOURS}).`,
  },
  {
    question: "A statement did not convert correctly. What should I do?",
    answer: (
      <p>
        Post it on our{" "}
        <a href={FEEDBACK_BOARD_URL} target="_blank" rel="noreferrer noopener">
          public feedback board
        </a>{" "}
        with the bank's name and what went wrong. Please remove account numbers and names first; we never need
        a real statement sent by e-mail.
      </p>
    ),
  },
  {
    question: "Do you offer custom plans, volume pricing or API access?",
    answer:
      "Yes. Every account can use the API and the command-line tool. For custom volumes, SSO/SAML or a dedicated account manager, choose 'Partnership' or 'Billing & Pricing' as the subject and tell us what you need.",
  },
  {
    question: "Can I get a data processing agreement or fill in a security questionnaire?",
    answer:
      "Certainly. Choose 'General Inquiry', tell us your firm's requirements, and our compliance lead will get back to you with our DPA and security documentation.",
  },
];

export default function Contact() {
  const { subject } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [hiddenResult, setHiddenResult] = useState<unknown>(null);
  const [form, fields] = useForm<z.input<typeof contactSchema>>({ lastResult: result?.reply });
  const sent = result !== undefined && "sent" in result;
  // The form's own error: the message could not be sent (the API failed).
  const formError = form.errors?.[0];
  const [message, setMessage] = useState(fields.message.initialValue ?? "");
  const showSuccess = sent && hiddenResult !== result;

  useFocusFirstError(formRef, result?.reply.error);
  useEffect(() => {
    if (!result) return;
    const error = result.reply.error ?? {};
    if (error[""]?.[0]) toast.error(error[""][0]);
    else if (Object.keys(error).length) toast.error("Please fix the errors in the form");
    if ("sent" in result) {
      toast.success("Message sent successfully!");
      setMessage("");
    }
  }, [result]);

  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1>Get in touch</h1>
          <p>Questions about converting statements, billing or your account? We answer within 24 hours.</p>
        </div>
      </section>

      <section className="section">
        <div className="container contact-grid">
          <aside className="card card--lg" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Contact details</h2>
            <ul className="contact-list">
              <li>
                <span className="icon-tile">
                  <MailIcon />
                </span>
                <div>
                  <strong>Email</strong>
                  <p>
                    <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                  </p>
                </div>
              </li>
              <li>
                <span className="icon-tile">
                  <ClockIcon />
                </span>
                <div>
                  <strong>Support hours</strong>
                  <p>{SUPPORT_HOURS}</p>
                </div>
              </li>
              <li>
                <span className="icon-tile">
                  <MessageSquareIcon />
                </span>
                <div>
                  <strong>Response time</strong>
                  <p>Within 24 hours</p>
                </div>
              </li>
            </ul>
            <hr className="menu__sep" style={{ margin: "1.5rem 0" }} />
            <h3>Statement not converting correctly?</h3>
            <p className="muted">
              Tell us on the public feedback board which bank and layout failed. Others can vote, and you will
              see when it is fixed.
            </p>
            <a className="btn" href={FEEDBACK_BOARD_URL} target="_blank" rel="noreferrer noopener">
              Open the Feedback Board
            </a>
          </aside>

          <div className="card card--lg">
            {showSuccess ? (
              <div className="success-panel" role="status">
                <div className="success-panel__icon">
                  <CircleCheckBigIcon size={32} />
                </div>
                <h2>Message Sent!</h2>
                <p className="muted">Thank you for contacting us. We'll get back to you within 24 hours.</p>
                <button type="button" className="btn" onClick={() => setHiddenResult(result)}>
                  Send Another Message
                </button>
              </div>
            ) : (
              <>
                <h2>Send us a message</h2>
                {formError ? <Alert type="error">{formError}</Alert> : null}
                <Form method="post" {...getFormProps(form)} className="form" ref={formRef}>
                  <Field label="Full Name" autoComplete="name" {...bind(fields.firstName)} />
                  <Field label="Email" type="email" autoComplete="email" {...bind(fields.email)} />
                  <SelectField
                    label="Subject"
                    {...bind(fields.subject)}
                    defaultValue={fields.subject.initialValue ?? subject}
                  >
                    <option value="">Select a subject</option>
                    {CONTACT_SUBJECTS.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </SelectField>
                  <TextareaField
                    label="Message"
                    name={fields.message.name}
                    rows={6}
                    value={message}
                    onChange={(e) => setMessage(e.currentTarget.value)}
                    counterMax={CONTACT_MESSAGE_MAX}
                    error={fields.message.errors?.[0]}
                  />
                  <div>
                    <button type="submit" className="btn btn--primary btn--lg" disabled={sending}>
                      {sending ? "Sending..." : "Send Message"}
                    </button>
                  </div>
                </Form>
              </>
            )}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="contact-faq-title">
        <div className="container container--narrow">
          <div className="section-head">
            <span className="eyebrow">FAQ</span>
            <h2 id="contact-faq-title">Before you write</h2>
          </div>
          <Faq items={FAQ} />
        </div>
      </section>

      <CtaBlock visitorLabel="Start Now" />
    </>
  );
}
