import { Link } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";

/** The brand mark and name, linking home. */
export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label={`${SITE_NAME} home`}>
      {/* The favicon is the brand mark: one file for both, no markup in the page's script. */}
      <img className="brand__mark" src="/favicon.svg" alt="" width={32} height={32} />
      <span>{SITE_NAME}</span>
    </Link>
  );
}
