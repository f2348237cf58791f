/**
 * /profile on the server: the Personal Information and Change Password forms (the forms' rules,
 * then the API's), and deleting the account after checking its password.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { APIError, createApiKeyRequestSchema } from "@statement-converter/sdk";
import { apiClient, relaySetCookies } from "~/utils/api.server";
import { apiFormErrors } from "~/utils/auth.server";
import { authenticated, clearSessionCookie, requireUser } from "~/utils/session.server";
import { toastCookieHeader } from "~/utils/toast.server";
import { changePasswordSchema, type FieldErrors, parseForm, profileSchema } from "~/utils/validation";

export type ProfileActionResult =
  | {
      intent: "profile";
      ok: true;
      message: string;
      emailConfirmationSent: boolean;
      pendingEmail: string | null;
    }
  | { intent: "password"; ok: true; message: string }
  | { intent: "create-key"; ok: true; message: string; key: string }
  | { intent: "revoke-key" | "send-confirmation"; ok: true; message: string }
  | {
      intent: "profile" | "password" | "delete-account" | "create-key" | "revoke-key" | "send-confirmation";
      ok: false;
      errors: FieldErrors;
      formError?: string;
    };

const PROFILE_FIELDS = ["firstName", "lastName", "email"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** No answer from the API at all (network): the 'An error occurred while ...' wording. */
const unreachable = (err: unknown) => !(err instanceof APIError) || err.status === undefined;

export async function profileAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const api = apiClient(request, context);

  if (intent === "profile") {
    const parsed = parseForm(profileSchema, form);
    if (!parsed.success)
      return data<ProfileActionResult>({ intent, ok: false, errors: parsed.errors }, { status: 400 });
    try {
      const res = await authenticated(request, api.auth.updateProfile(parsed.data));
      return data<ProfileActionResult>({
        intent,
        ok: true,
        message: "Profile updated successfully!",
        emailConfirmationSent: res.emailConfirmationSent,
        pendingEmail: res.user.pendingEmail,
      });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, PROFILE_FIELDS, "Failed to update profile");
      if (unreachable(err)) failure.formError = "An error occurred while updating profile";
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  if (intent === "password") {
    const parsed = parseForm(changePasswordSchema, form);
    if (!parsed.success)
      return data<ProfileActionResult>({ intent, ok: false, errors: parsed.errors }, { status: 400 });
    try {
      // The keys are revoked too unless the user, offered the choice, unticked it.
      const revokeApiKeys = !form.has("revokeApiKeysOffered") || form.get("revokeApiKeys") === "on";
      const res = await authenticated(
        request,
        api.auth.changePassword({
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
          revokeApiKeys,
        }),
      );
      // "Your API key was revoked" or "Your 2 API keys were revoked", as the API says it.
      const revoked = /Your (?:\d+ )?API keys? (?:was|were) revoked/.exec(res.message);
      const message = revoked
        ? `Password changed successfully! ${revoked[0]}.`
        : "Password changed successfully!";
      return data<ProfileActionResult>({ intent, ok: true, message });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, PASSWORD_FIELDS, "Failed to change password");
      if (unreachable(err)) failure.formError = "An error occurred while changing password";
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  if (intent === "delete-account") {
    const password = String(form.get("password") ?? "");
    if (!password) {
      return data<ProfileActionResult>(
        { intent, ok: false, errors: { password: "Password is required" } },
        { status: 400 },
      );
    }
    try {
      const { data: body, response } = await authenticated(
        request,
        api.auth.deleteAccount({ password }).withResponse(),
      );
      const headers = relaySetCookies(response, new Headers());
      if (!headers.has("Set-Cookie")) headers.append("Set-Cookie", clearSessionCookie(request));
      headers.append("Set-Cookie", await toastCookieHeader({ type: "success", message: body.message }));
      return redirect("/", { headers });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, ["password"], "Failed to delete account");
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  if (intent === "create-key") {
    const parsed = parseForm(createApiKeyRequestSchema.pick({ name: true }), {
      name: form.get("name") ?? "",
    });
    if (!parsed.success) {
      return data<ProfileActionResult>({ intent, ok: false, errors: parsed.errors }, { status: 400 });
    }
    const { name } = parsed.data;
    const expires = String(form.get("expiresAt") ?? "").trim();
    try {
      // A date from the picker: the key works through that whole day (UTC).
      const expiresAt = expires ? `${expires}T23:59:59.999Z` : null;
      const res = await authenticated(request, api.keys.create({ name, expiresAt }));
      return data<ProfileActionResult>({ intent, ok: true, message: res.message, key: res.data.key });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, ["name", "expiresAt"], "Failed to create the API key");
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  if (intent === "send-confirmation") {
    try {
      const res = await authenticated(request, api.auth.sendConfirmation());
      return data<ProfileActionResult>({ intent, ok: true, message: res.message });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, [], "Failed to send the confirmation link");
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  if (intent === "revoke-key") {
    try {
      const res = await authenticated(request, api.keys.revoke(String(form.get("id") ?? "")));
      return data<ProfileActionResult>({ intent, ok: true, message: res.message });
    } catch (err) {
      if (err instanceof Response) throw err;
      const failure = apiFormErrors(err, [], "Failed to revoke the API key");
      return data<ProfileActionResult>({ intent, ok: false, ...failure }, { status: 400 });
    }
  }

  return data<ProfileActionResult>(
    { intent: "profile", ok: false, errors: {}, formError: "Unknown action" },
    { status: 400 },
  );
}
