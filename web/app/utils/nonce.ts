import { createContext, useContext } from "react";

/**
 * The CSP nonce of the HTML answer being rendered (entry.server provides it). In the browser it is
 * undefined: scripts added after hydration are Remix's own modules, allowed by 'self'.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
