/**
 * The profile's API keys card: the live keys (name, first characters, dates, Revoke), and a form
 * that makes one (a name and an optional expiry date) and shows it once. An account whose e-mail
 * address is not confirmed makes none: the card offers the confirmation link instead.
 */

import { useFetcher } from "@remix-run/react";
import type { ApiKey } from "@statement-converter/sdk";
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert } from "~/components/alert";
import { Field } from "~/components/forms";
import { toast } from "~/components/toaster";
import { formatDate } from "~/utils/format";
import { SCREEN_TOAST } from "~/utils/toast";
import { useTimeZone } from "~/utils/user";
import type { ProfileActionResult } from "../routes/_app.profile.server";

export function ApiKeys({ keys, emailVerified }: { keys: ApiKey[]; emailVerified: boolean }) {
  const timeZone = useTimeZone();
  const create = useFetcher<ProfileActionResult>({ key: "create-key" });
  const revoke = useFetcher<ProfileActionResult>({ key: "revoke-key" });
  const confirm = useFetcher<ProfileActionResult>({ key: "send-confirmation" });
  const [version, setVersion] = useState(0);
  const created = create.data?.ok && create.data.intent === "create-key" ? create.data : undefined;
  const errors = create.data && !create.data.ok ? create.data.errors : undefined;

  useEffect(() => {
    if (created) setVersion((v) => v + 1);
  }, [created]);
  useEffect(() => {
    const r = revoke.data;
    if (!r) return;
    if (r.ok) toast.success(r.message, SCREEN_TOAST);
    else toast.error(r.formError ?? "Failed to revoke the API key", SCREEN_TOAST);
  }, [revoke.data]);
  useEffect(() => {
    const r = confirm.data;
    if (!r) return;
    if (r.ok) toast.success(r.message, SCREEN_TOAST);
    else toast.error(r.formError ?? "Failed to send the confirmation link", SCREEN_TOAST);
  }, [confirm.data]);

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success("API key copied to clipboard!", SCREEN_TOAST);
    } catch {
      toast.error("Copy failed: select the key and copy it yourself.", SCREEN_TOAST);
    }
  };

  return (
    <section className="card" aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      <p className="muted">
        Keys let scripts, the SDK and the <code>statement</code> command line convert statements as you,
        without your password. They cannot change your password, e-mail or keys, or delete the account.
      </p>
      {created && "key" in created ? (
        <Alert type="success" title="Copy your new API key now: it is not shown again">
          <p>
            <code className="api-key" data-testid="new-api-key">
              {created.key}
            </code>
          </p>
          <button type="button" className="btn btn--sm" onClick={() => void copy(created.key)}>
            Copy key
          </button>
        </Alert>
      ) : null}
      {emailVerified ? null : (
        <Alert type="info" title="Confirm your e-mail address to create API keys">
          <p>A key works without your password, so only the confirmed owner of the address can make one.</p>
          <confirm.Form method="post">
            <input type="hidden" name="intent" value="send-confirmation" />
            <button type="submit" className="btn btn--sm" disabled={confirm.state !== "idle"}>
              {confirm.state !== "idle" ? "Sending..." : "Send confirmation link"}
            </button>
          </confirm.Form>
        </Alert>
      )}
      {/* Not rendered at all without a confirmed address: `hidden` loses to the form's display. */}
      {emailVerified ? (
        <create.Form method="post" className="form form--inline" noValidate key={version}>
          <input type="hidden" name="intent" value="create-key" />
          <div className="form-row">
            <Field label="Key name" name="name" placeholder="e.g. Nightly import" error={errors?.name} />
            <Field
              label="Expires (optional)"
              name="expiresAt"
              type="date"
              hint="Leave empty for a key that does not expire"
              error={errors?.expiresAt}
            />
          </div>
          {create.data && !create.data.ok && create.data.formError ? (
            <Alert type="error">{create.data.formError}</Alert>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={create.state !== "idle"}>
            <PlusIcon /> {create.state !== "idle" ? "Creating..." : "Create API key"}
          </button>
        </create.Form>
      ) : null}
      {keys.length === 0 ? (
        <p className="muted" data-testid="no-api-keys">
          No API keys yet.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label="API keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} data-testid="api-key-row">
                  <td>{k.name}</td>
                  <td>
                    <code>{k.keyStart}...</code>
                  </td>
                  <td>{formatDate(k.createdAt, timeZone)}</td>
                  <td>{k.expiresAt ? formatDate(k.expiresAt, timeZone) : "Never"}</td>
                  <td>{k.lastUsedAt ? formatDate(k.lastUsedAt, timeZone) : "Never"}</td>
                  <td>
                    <revoke.Form method="post">
                      <input type="hidden" name="intent" value="revoke-key" />
                      <input type="hidden" name="id" value={k.id} />
                      <button
                        type="submit"
                        className="btn btn--sm btn--danger"
                        aria-label={`Revoke ${k.name}`}
                        disabled={revoke.state !== "idle"}
                      >
                        Revoke
                      </button>
                    </revoke.Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
