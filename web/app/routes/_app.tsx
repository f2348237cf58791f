import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/utils/session.server";
import { useOptionalUser } from "~/utils/user";

/**
 * The signed-in area: every `_app.*` route (dashboard, pdf-converter, history, results,
 * profile) is guarded here and rendered inside the authenticated layout. Child loaders that call
 * the API should still call `requireUser` (loaders run in parallel) and wrap calls in
 * `authenticated()`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const user = useOptionalUser();
  if (!user) return <GeneralErrorBoundary />;
  return (
    <AppShell user={user}>
      <GeneralErrorBoundary />
    </AppShell>
  );
}
