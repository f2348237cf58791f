import { Form } from "@remix-run/react";
import { LogOutIcon } from "lucide-react";

/** POSTs to /logout (works without JavaScript). */
export function LogoutButton({ className = "btn" }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        <LogOutIcon size={18} />
        Logout
      </button>
    </Form>
  );
}
