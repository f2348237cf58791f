/**
 * /profile (docs/architecture.md#screens): Personal Information and Change Password with their rules and
 * toasts, the Account Summary, Quick Actions (Export Data downloads everything stored about the
 * user) and deleting the account.
 */

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import type { User } from "@statement-converter/sdk";
import { DownloadIcon, HistoryIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { ApiKeys } from "~/components/api-keys";
import { PageHead } from "~/components/app-shell";
import { Dialog } from "~/components/dialog";
import { CheckboxField, Field, PasswordField, useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";
import { UsageMeter } from "~/components/usage-meter";
import { apiClient } from "~/utils/api.server";
import { formatDateTime, formatLongDate } from "~/utils/format";
import { settle } from "~/utils/loaded";
import { pageMeta } from "~/utils/meta";
import { displayName, initials } from "~/utils/person";
import { requireUser } from "~/utils/session.server";
import { SCREEN_TOAST } from "~/utils/toast";
import { useExporter } from "~/utils/use-exporter";
import { useTimeZone, useUser } from "~/utils/user";
import { type ProfileActionResult, profileAction } from "./_app.profile.server";

export const meta: MetaFunction = () => pageMeta("Profile Settings");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const api = apiClient(request, context);
  const [usage, keys] = await Promise.all([settle(api.usage()), settle(api.keys.list())]);
  return { usage: usage.ok ? usage.data.data : null, keys: keys.ok ? keys.data.data : [] };
}

export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context);

/** A form's result, forgotten when the user presses Cancel. */
function useFormResult(key: string) {
  const fetcher = useFetcher<ProfileActionResult>({ key });
  const [dismissed, setDismissed] = useState<ProfileActionResult | undefined>(undefined);
  const result = fetcher.data && fetcher.data !== dismissed ? fetcher.data : undefined;
  return { fetcher, result, dismiss: () => setDismissed(fetcher.data) };
}

export default function Profile() {
  const user = useUser();
  const { usage, keys } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHead title="Profile Settings" />
      <div className="profile-grid">
        <div className="profile-main">
          <PersonalInformation user={user} />
          <ChangePassword hasKeys={keys.length > 0} />
          <ApiKeys keys={keys} emailVerified={user.emailVerified} />
          <DeleteAccount />
        </div>
        <aside className="profile-side">
          <AccountSummary user={user} />
          {usage ? <UsageMeter usage={usage} /> : null}
          <QuickActions />
        </aside>
      </div>
    </>
  );
}

function PersonalInformation({ user }: { user: User }) {
  const { fetcher, result, dismiss } = useFormResult("profile");
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(0);
  const errors = result && !result.ok ? result.errors : undefined;
  const saving = fetcher.state !== "idle";
  useFocusFirstError(formRef, errors);

  useEffect(() => {
    if (!result) return;
    if (result.ok && result.intent === "profile") {
      toast.success(result.message, SCREEN_TOAST);
      if (result.emailConfirmationSent && result.pendingEmail) {
        toast.info(
          `We sent a confirmation link to ${result.pendingEmail}. Your email changes once you follow it.`,
          SCREEN_TOAST,
        );
      }
      setVersion((v) => v + 1);
    } else if (!result.ok) {
      toast.error(result.formError ?? "Failed to update profile", SCREEN_TOAST);
    }
  }, [result]);

  return (
    <section className="card" aria-labelledby="personal-title">
      <h2 id="personal-title">Personal Information</h2>
      <fetcher.Form method="post" className="form" noValidate ref={formRef} key={`${version}-${user.email}`}>
        <input type="hidden" name="intent" value="profile" />
        <div className="form-row">
          <Field
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={user.firstName}
            error={errors?.firstName}
          />
          <Field
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={user.lastName}
            error={errors?.lastName}
          />
        </div>
        <Field
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          hint="Changing your email will require verification"
          error={errors?.email}
        />
        {user.pendingEmail ? (
          <Alert type="info" title="Email change waiting for confirmation">
            <p data-testid="pending-email">
              We sent a confirmation link to <strong>{user.pendingEmail}</strong>. Your email address changes
              to it once you follow the link; until then you sign in with {user.email}.
            </p>
          </Alert>
        ) : null}
        <SubmitOrCancel
          saving={saving}
          label="Update Profile"
          savingLabel="Updating..."
          onCancel={() => {
            dismiss();
            setVersion((v) => v + 1);
          }}
        />
      </fetcher.Form>
    </section>
  );
}

/** A form's submit button (its label changes while saving) and a Cancel that resets the form. */
function SubmitOrCancel({
  saving,
  label,
  savingLabel,
  onCancel,
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="btn-row">
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? savingLabel : label}
      </button>
      <button type="button" className="btn" disabled={saving} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function ChangePassword({ hasKeys }: { hasKeys: boolean }) {
  const { fetcher, result, dismiss } = useFormResult("password");
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(0);
  const errors = result && !result.ok ? result.errors : undefined;
  const saving = fetcher.state !== "idle";
  useFocusFirstError(formRef, errors);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(result.message, SCREEN_TOAST);
      setVersion((v) => v + 1); // the form is cleared
    } else {
      toast.error(result.formError ?? "Failed to change password", SCREEN_TOAST);
    }
  }, [result]);

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Change Password</h2>
      <fetcher.Form method="post" className="form" noValidate ref={formRef} key={version}>
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          error={errors?.currentPassword}
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 8 characters, with letters and numbers"
          error={errors?.newPassword}
        />
        <Field
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors?.confirmPassword}
        />
        {hasKeys ? (
          <>
            <input type="hidden" name="revokeApiKeysOffered" value="1" />
            <CheckboxField
              label="Also revoke my API keys (scripts that use them stop working)"
              name="revokeApiKeys"
              defaultChecked
            />
          </>
        ) : null}
        <SubmitOrCancel
          saving={saving}
          label="Change Password"
          savingLabel="Changing..."
          onCancel={() => {
            dismiss();
            setVersion((v) => v + 1);
          }}
        />
      </fetcher.Form>
    </section>
  );
}

function AccountSummary({ user }: { user: User }) {
  const timeZone = useTimeZone();
  return (
    <section className="card account-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Account Summary</h2>
      <div className="account-summary__who">
        <span className="avatar avatar--lg" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <p className="account-summary__name">{displayName(user)}</p>
          <p className="muted account-summary__email">{user.email}</p>
        </div>
      </div>
      <dl className="facts facts--stacked">
        <div>
          <dt>Member Since</dt>
          <dd>{formatLongDate(user.createdAt, timeZone)}</dd>
        </div>
        <div>
          <dt>Last Login</dt>
          <dd>{formatDateTime(user.lastSignInAt, timeZone)}</dd>
        </div>
        <div>
          <dt>Account Status</dt>
          <dd>
            <span className="badge badge--success">Active</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function QuickActions() {
  const exporter = useExporter(SCREEN_TOAST);
  return (
    <section className="card" aria-labelledby="profile-actions-title">
      <h2 id="profile-actions-title">Quick Actions</h2>
      <div className="quick-actions">
        <Link to="/pdf-converter" className="btn btn--block">
          <UploadIcon /> Convert Statement
        </Link>
        <Link to="/history" className="btn btn--block">
          <HistoryIcon /> View History
        </Link>
        <button
          type="button"
          className="btn btn--block"
          disabled={exporter.busy}
          onClick={() => void exporter.exportAs({ kind: "account" }, "json")}
        >
          <DownloadIcon /> {exporter.busy ? "Exporting..." : "Export Data"}
        </button>
        <p className="muted quick-actions__hint">
          Export Data downloads your account and every conversion with its transactions as one JSON file.
        </p>
      </div>
    </section>
  );
}

function DeleteAccount() {
  const { fetcher, result, dismiss } = useFormResult("delete-account");
  const [open, setOpen] = useState(false);
  const errors = result && !result.ok ? result.errors : undefined;
  const deleting = fetcher.state !== "idle";
  const close = () => {
    dismiss();
    setOpen(false);
  };
  return (
    <section className="card danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Permanently delete your account, every conversion, all extracted transactions and any uploaded files.
        You will be signed out. This cannot be undone.
      </p>
      <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
        <Trash2Icon /> Delete account
      </button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title="Delete your account?"
        description="Everything stored about you is removed at once. Enter your password to confirm."
      >
        <fetcher.Form method="post" className="form" noValidate>
          <input type="hidden" name="intent" value="delete-account" />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            autoFocus
            error={errors?.password}
          />
          {result && !result.ok && result.formError ? <Alert type="error">{result.formError}</Alert> : null}
          <div className="btn-row dialog__actions">
            <button type="button" className="btn" onClick={close} disabled={deleting}>
              Cancel
            </button>
            <button type="submit" className="btn btn--danger" disabled={deleting}>
              {deleting ? "Deleting..." : "Delete my account"}
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
    </section>
  );
}
