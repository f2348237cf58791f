import type { MouseEvent } from "react";
import { Icon } from "./icons";
import { useToast } from "./toaster";

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
  const toast = useToast();
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
        <Icon name="twitter" size={16} /> Twitter
      </a>
      <a
        className="btn btn--sm"
        href={linkedin}
        target="_blank"
        rel="noreferrer noopener"
        onClick={openPopup}
      >
        <Icon name="linkedin" size={16} /> LinkedIn
      </a>
      <button
        type="button"
        className="btn btn--sm"
        onClick={async () => {
          if (await copyText(url)) toast.success("Link copied to clipboard!");
          else toast.error("Could not copy the link. Please copy it from the address bar.");
        }}
      >
        <Icon name="link" size={16} /> Copy Link
      </button>
    </div>
  );
}
