/**
 * Asked when a statement is password-protected (API code PDF_ENCRYPTED): the upload is kept on
 * the server, so only the password is sent again.
 */
import { type FormEvent, useState } from "react";
import { Alert } from "./alert";
import { PasswordField } from "./forms";

export function PdfPasswordForm({
  fileName,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  fileName: string;
  error?: string | undefined;
  busy: boolean;
  onSubmit(password: string): void;
  onCancel(): void;
}) {
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("pdfPassword") ?? "");
    setMissing(password === "");
    if (password) onSubmit(password);
  };
  return (
    <div className="pdf-password">
      <Alert type="info" title="This PDF is password-protected">
        <p>
          Enter the password of <strong>{fileName}</strong> to extract its transactions. Banks often use your
          date of birth, postcode or part of your account number.
        </p>
      </Alert>
      <form className="form pdf-password__form" noValidate onSubmit={submit}>
        <PasswordField
          label="PDF password"
          name="pdfPassword"
          autoComplete="off"
          autoFocus
          error={missing ? "Password is required" : error}
        />
        <div className="btn-row">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? "Processing..." : "Unlock and Extract"}
          </button>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
