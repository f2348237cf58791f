import { parseWithZod } from "@conform-to/zod/v4";
import {
  changePasswordRequestSchema,
  contactRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
} from "@statement-converter/contract";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkQuickUploadFile } from "./upload-rules";
import {
  changePasswordSchema,
  contactSchema,
  forgotPasswordSchema,
  loginSchema,
  parseForm,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./validation";

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};
/** What an action reads: conform's submission of the FormData. */
const parse = <S extends z.ZodType>(schema: S, values: Record<string, string>) => {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success"
    ? ({ success: true, data: submission.value } as const)
    : ({ success: false, errors: firstErrors(submission.error) } as const);
};
const firstErrors = (error: Record<string, string[] | null> | null | undefined) => {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) if (messages?.[0]) errors[field] = messages[0];
  return errors;
};
const errorsOf = (schema: z.ZodType, values: Record<string, string>) => {
  const r = parse(schema, values);
  return r.success ? {} : r.errors;
};

describe("contact", () => {
  it("gives the form's message for each empty field", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      firstName: "First name is required",
      email: "Email is required",
      subject: "Please select a subject",
      message: "Message is required",
    });
  });
  it("checks lengths after trimming and the e-mail shape", () => {
    expect(
      errorsOf(contactSchema, { firstName: " J ", email: "a@b", subject: "nope", message: "too short" }),
    ).toEqual({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Please select a subject",
      message: "Message must be at least 10 characters",
    });
    expect(
      errorsOf(contactSchema, {
        firstName: "Jo",
        email: "jo@x.io",
        subject: "bug",
        message: "x".repeat(501),
      }),
    ).toEqual({ message: "Message cannot exceed 500 characters" });
  });
  it("accepts a valid message and trims it", () => {
    const r = parse(contactSchema, {
      firstName: " Jo ",
      email: "jo@x.io",
      subject: "bug",
      message: " ten chars! ",
    });
    expect(r).toEqual({
      success: true,
      data: { firstName: "Jo", email: "jo@x.io", subject: "bug", message: "ten chars!" },
    });
  });
});

describe("login", () => {
  it("requires e-mail and a 6-character password", () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(errorsOf(loginSchema, { email: "x@y", password: "12345" })).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });
  it("reads the remember-me box", () => {
    const r = parse(loginSchema, { email: "a@b.co", password: "123456", rememberMe: "on" });
    expect(r.success && r.data.rememberMe).toBe(true);
  });
});

describe("register", () => {
  it("gives every required message", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      acceptTerms: "You must accept the terms and privacy policy",
    });
  });
  it("checks password strength and the confirmation", () => {
    const base = { firstName: "A", lastName: "B", email: "a@b.co", acceptTerms: "on" };
    expect(errorsOf(registerSchema, { ...base, password: "abc1", confirmPassword: "abc1" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(errorsOf(registerSchema, { ...base, password: "abcdefgh", confirmPassword: "abcdefgh" })).toEqual({
      password: "Password must contain both letters and numbers",
    });
    expect(errorsOf(registerSchema, { ...base, password: "abcd1234", confirmPassword: "abcd12345" })).toEqual(
      {
        confirmPassword: "Passwords do not match",
      },
    );
    expect(errorsOf(registerSchema, { ...base, password: "abcd1234", confirmPassword: "abcd1234" })).toEqual(
      {},
    );
  });
  it("says the confirmation does not match alongside the other fields' errors (terms unticked)", () => {
    const values = {
      firstName: "A",
      lastName: "B",
      email: "a@",
      password: "abcd1234",
      confirmPassword: "abcd1235",
    };
    expect(errorsOf(registerSchema, values)).toEqual({
      email: "Please enter a valid email address",
      confirmPassword: "Passwords do not match",
      acceptTerms: "You must accept the terms and privacy policy",
    });
  });
});

describe("forgot and reset password", () => {
  it("uses the forgot-password wording", () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: "Email address is required" });
    expect(errorsOf(forgotPasswordSchema, { email: "nope" })).toEqual({
      email: "Please enter a valid email address",
    });
  });
  it("checks the new password twice", () => {
    expect(errorsOf(resetPasswordSchema, { token: "t" })).toEqual({
      newPassword: "New password is required",
      confirmPassword: "Please confirm your new password",
    });
    expect(
      errorsOf(resetPasswordSchema, { token: "t", newPassword: "abcd1234", confirmPassword: "x" }),
    ).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });
});

describe("profile and change password", () => {
  it("requires names and a valid e-mail", () => {
    expect(errorsOf(profileSchema, {})).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
    });
  });
  it("words the length limits of names and passwords", () => {
    expect(
      errorsOf(profileSchema, { firstName: "a".repeat(101), lastName: "b".repeat(101), email: "a@b.co" }),
    ).toEqual({
      firstName: "First name must be at most 100 characters",
      lastName: "Last name must be at most 100 characters",
    });
    expect(errorsOf(loginSchema, { email: "a@b.co", password: "p".repeat(201) })).toEqual({
      password: "Password must be at most 200 characters",
    });
  });
  it("requires a new password different from the current one", () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password is required",
      confirmPassword: "Please confirm your new password",
    });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: "abcd1234",
        newPassword: "abcd1234",
        confirmPassword: "abcd1234",
      }),
    ).toEqual({ newPassword: "New password must be different from current password" });
  });
});

describe("checkQuickUploadFile", () => {
  const MB = 1024 * 1024;
  it("accepts PDF, Excel and CSV by MIME type or extension", () => {
    expect(checkQuickUploadFile({ name: "a.pdf", type: "", size: 10 })).toEqual({ ok: true });
    expect(checkQuickUploadFile({ name: "scan", type: "application/pdf", size: 10 })).toEqual({ ok: true });
    expect(checkQuickUploadFile({ name: "a.XLSX", type: "", size: 10 })).toEqual({ ok: true });
    expect(checkQuickUploadFile({ name: "a", type: "application/vnd.ms-excel", size: 10 })).toEqual({
      ok: true,
    });
    expect(checkQuickUploadFile({ name: "a.csv", type: "text/csv", size: 10 })).toEqual({ ok: true });
  });
  it("refuses other types and files over 10 MB", () => {
    expect(checkQuickUploadFile({ name: "a.txt", type: "text/plain", size: 10 })).toEqual({
      ok: false,
      message: "Please upload a PDF, Excel or CSV file",
    });
    expect(checkQuickUploadFile({ name: "a.pdf", type: "application/pdf", size: 10 * MB + 1 })).toEqual({
      ok: false,
      message: "File size must be less than 10MB",
    });
    expect(checkQuickUploadFile({ name: "a.pdf", type: "application/pdf", size: 10 * MB }).ok).toBe(true);
  });
});

describe("the forms' rules are the API's (the contract's)", () => {
  const apiErrors = (schema: z.ZodType, values: Record<string, unknown>) => {
    const r = schema.safeParse(values);
    const errors: Record<string, string> = {};
    for (const issue of r.success ? [] : r.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  };
  const cases: Array<Record<string, string>> = [
    { firstName: "", lastName: "", email: "", password: "", newPassword: "" },
    { firstName: " A ", lastName: "b".repeat(101), email: "a@b", password: "short1", newPassword: "letters" },
    { firstName: "Jo", lastName: "Li", email: " JO@X.IO ", password: "12345678", newPassword: "abc12345" },
    {
      firstName: "x".repeat(101),
      lastName: "Li",
      email: `${"a".repeat(250)}@x.io`,
      password: "p".repeat(201),
    },
  ];
  const pick = (errors: Record<string, string>, fields: string[]) =>
    Object.fromEntries(Object.entries(errors).filter(([k]) => fields.includes(k)));

  it("register: names, e-mail and the new password give the API's messages", () => {
    const fields = ["firstName", "lastName", "email", "password"];
    for (const values of cases)
      expect(pick(errorsOf(registerSchema, values), fields)).toEqual(
        pick(apiErrors(registerRequestSchema, values), fields),
      );
  });
  it("profile and change password", () => {
    for (const values of cases) {
      expect(errorsOf(profileSchema, values)).toEqual(apiErrors(profileRequestSchema, values));
      expect(pick(errorsOf(changePasswordSchema, values), ["newPassword"])).toEqual(
        pick(apiErrors(changePasswordRequestSchema, values), ["newPassword"]),
      );
    }
  });
  it("contact: name (2+ characters), e-mail and message", () => {
    const fields = ["firstName", "email", "message"];
    for (const values of [
      ...cases.map((c) => ({ ...c, message: "" })),
      { firstName: "Jo", email: "jo@x.io", message: "too short" },
      { firstName: "Jo", email: "jo@x.io", message: "m".repeat(501) },
    ])
      expect(pick(errorsOf(contactSchema, values), fields)).toEqual(
        pick(apiErrors(contactRequestSchema, values), fields),
      );
  });
  it("parseForm (the profile's and the row editor's reading, no coercion) gives the same messages", () => {
    expect(parseForm(profileSchema, form({ firstName: "", lastName: "Li", email: "x" }))).toEqual({
      success: false,
      errors: { firstName: "First name is required", email: "Please enter a valid email address" },
    });
    expect(parseForm(changePasswordSchema, form({}))).toEqual({
      success: false,
      errors: errorsOf(changePasswordSchema, {}),
    });
    // An empty field is '' here (no coercion): still the field's own "required" message.
    expect(
      parseForm(
        changePasswordSchema,
        form({ currentPassword: "x", newPassword: "abcdefg1", confirmPassword: "" }),
      ),
    ).toEqual({ success: false, errors: { confirmPassword: "Please confirm your new password" } });
  });
  it("the e-mail the forms pass on is trimmed and lower-cased, as the API stores it", () => {
    const r = parse(profileSchema, { firstName: "Jo", lastName: "Li", email: " JO@X.IO " });
    expect(r.success && r.data.email).toBe("jo@x.io");
  });
});
