import { Link } from "@remix-run/react";
import { allowanceText } from "@statement-converter/contract";

/**
 * The visitor's invitation after a conversion (or a refusal): the Anonymous and Registered
 * allowances in words. quick-upload-outcome.tsx shows it, after a conversion has loaded the
 * plans anyway.
 */
export default function RegisterInvite() {
  return (
    <p className="quick-upload__invite" data-testid="register-invite">
      Visitors convert {allowanceText("anonymous", "monthly")}.{" "}
      <Link to="/register" className="link">
        Create a free account
      </Link>{" "}
      for {allowanceText("registered", "monthly")}, your conversion history and Excel export.
    </p>
  );
}
