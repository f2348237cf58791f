import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { toast } from "./toaster";

interface GoogleId {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

const SCRIPT = "https://accounts.google.com/gsi/client";

/**
 * 'Sign in with Google' (only rendered when GOOGLE_CLIENT_ID is configured): Google's script gives
 * an ID token, which is posted to this page's action with intent=google.
 */
export function GoogleSignIn({ clientId, redirectTo }: { clientId: string; redirectTo: string }) {
  const fetcher = useFetcher<{ formError?: string }>();
  const box = useRef<HTMLDivElement>(null);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  useEffect(() => {
    let cancelled = false;
    const render = () => {
      const google = (window as unknown as { google?: GoogleId }).google;
      if (cancelled || !google || !box.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: (response) => {
          if (!response.credential) {
            console.error("Google sign-in returned no credential");
            toast.error("Google login failed. Please try again.");
            return;
          }
          submit.current(
            { intent: "google", idToken: response.credential, redirectTo },
            { method: "post", action: "/login" },
          );
        },
      });
      google.accounts.id.renderButton(box.current, {
        theme: "outline",
        size: "large",
        width: 320,
        text: "continue_with",
      });
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (existing) {
      render();
    } else {
      const script = document.createElement("script");
      script.src = SCRIPT;
      script.async = true;
      script.onload = render;
      script.onerror = () => console.error("Could not load Google sign-in");
      document.head.appendChild(script);
    }
    return () => {
      cancelled = true;
    };
  }, [clientId, redirectTo]);

  useEffect(() => {
    if (fetcher.data?.formError) toast.error(fetcher.data.formError);
  }, [fetcher.data]);

  return (
    <div
      ref={box}
      className="google-signin"
      style={{ display: "flex", justifyContent: "center", minHeight: 44 }}
    />
  );
}
