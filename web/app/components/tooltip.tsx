/**
 * A short label shown on hover and keyboard focus (Radix Tooltip), for icon-only buttons. The
 * trigger keeps its own accessible name (aria-label); the tooltip repeats it for sighted users.
 * Each tooltip has its own provider (the delay), so only the screens that show tooltips load
 * Radix's tooltip code.
 */
import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

export function Tooltip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" sideOffset={4}>
            {label}
            <RadixTooltip.Arrow className="tooltip__arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
