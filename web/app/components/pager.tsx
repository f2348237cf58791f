import { Link } from "@remix-run/react";
import { pageWindow } from "~/utils/pagination";

/**
 * Previous, a window of at most 5 page numbers, Next. Hidden when there is one page.
 * Link mode: `href(page)` builds each target (works without JavaScript).
 * Button mode: `onChange(page)` for client-side paging (the signed-in screens' tables).
 */
export function Pager({
  page,
  totalPages,
  href,
  onChange,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  href?: (page: number) => string;
  onChange?: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const item = (
    target: number,
    text: string,
    opts: { current?: boolean; disabled?: boolean; label?: string } = {},
  ) => {
    if (opts.disabled) {
      return <span aria-disabled="true">{text}</span>;
    }
    if (href) {
      return (
        <Link
          to={href(target)}
          preventScrollReset={false}
          aria-current={opts.current ? "page" : undefined}
          aria-label={opts.label}
        >
          {text}
        </Link>
      );
    }
    return (
      <button
        type="button"
        onClick={() => onChange?.(target)}
        aria-current={opts.current ? "page" : undefined}
        aria-label={opts.label}
      >
        {text}
      </button>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="pager">
        <li>{item(page - 1, "Previous", { disabled: page <= 1 })}</li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>{item(n, String(n), { current: n === page, label: `Page ${n}` })}</li>
        ))}
        <li>{item(page + 1, "Next", { disabled: page >= totalPages })}</li>
      </ul>
    </nav>
  );
}
