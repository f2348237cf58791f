import { createLucideIcon, LinkIcon, XIcon } from "lucide-react";
import type { MouseEvent } from "react";
import { toast } from "./toaster";

/** LinkedIn's mark (lucide has no brand marks), drawn as lucide draws its icons. */
const LinkedinIcon = createLucideIcon("linkedin", [
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z", key: "a" }],
  ["rect", { x: "2", y: "9", width: "4", height: "12", key: "b" }],
  ["circle", { cx: "4", cy: "4", r: "2", key: "c" }],
]);

const POPUP = "width=550,height=420,noopener,noreferrer";

/** Copies text: the Clipboard API, else a hidden textarea and execCommand('copy'). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused or insecure context: try the fallback
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Twitter and LinkedIn share windows (550x420) and Copy Link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const twitter = `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
  const linkedin = `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
  const openPopup = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    window.open(e.currentTarget.href, "share", POPUP);
  };
  return (
    <div className="share">
      <span className="share__label">Share this article</span>
      <a className="btn btn--sm" href={twitter} target="_blank" rel="noreferrer noopener" onClick={openPopup}>
        <XIcon size={16} /> Twitter
      </a>
      <a
        className="btn btn--sm"
        href={linkedin}
        target="_blank"
        rel="noreferrer noopener"
        onClick={openPopup}
      >
        <LinkedinIcon size={16} /> LinkedIn
      </a>
      <button
        type="button"
        className="btn btn--sm"
        onClick={async () => {
          if (await copyText(url)) toast.success("Link copied to clipboard!");
          else toast.error("Could not copy the link. Please copy it from the address bar.");
        }}
      >
        <LinkIcon size={16} /> Copy Link
      </button>
    </div>
  );
}
