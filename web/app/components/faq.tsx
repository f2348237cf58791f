import type { ReactNode } from "react";

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** An accordion of questions (native <details>: keyboard and screen-reader friendly, no script needed). */
export function Faq({ items, firstOpen = false }: { items: FaqItem[]; firstOpen?: boolean }) {
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <details key={item.question} open={firstOpen && i === 0}>
          <summary>{item.question}</summary>
          <div>{typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}</div>
        </details>
      ))}
    </div>
  );
}
