import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteNavbar } from "~/components/site-navbar";
import { useOptionalUser } from "~/utils/user";

/** The public site's frame: navbar, page, footer. Every public and account screen renders inside it. */
export default function SiteLayout() {
  return <SiteFrame />;
}

function SiteFrame({ children }: { children?: React.ReactNode }) {
  const user = useOptionalUser();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNavbar user={user} />
      <main id="main" className="site-main">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <SiteFrame>
      <GeneralErrorBoundary />
    </SiteFrame>
  );
}
