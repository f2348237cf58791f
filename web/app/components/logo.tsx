import { Link } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";

/** The brand mark and name, linking home. */
export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label={`${SITE_NAME} home`}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2563eb" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#brand-g)" />
        <path d="M10 8h8l4 4v12H10z" fill="#fff" opacity="0.95" />
        <path d="M13 15h6M13 18h6M13 21h4" stroke="#2563eb" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
