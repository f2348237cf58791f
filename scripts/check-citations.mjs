// The repository explains itself: no tracked file may send its reader to documents that are not in
// it (a design note, a product specification, a toolchain note kept elsewhere). Comments and docs
// cite docs/architecture.md, a decision in docs/decisions/, or the code instead.
// Run by `npm test` as the check `citations`; exits 1 and lists every hit.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** What an outside citation looks like, with the reason it is refused. */
const OUTSIDE = [
  [/\bDESIGN\.md\b/, "DESIGN.md is not in the repository: cite docs/architecture.md"],
  [/product-spec/i, "the product spec is not in the repository: cite docs/architecture.md"],
  [/\bspec sections?\b/i, "'spec section N' points outside the repository: cite docs/architecture.md"],
  [/\bthe spec\b|\bspec's\b/i, "'the spec' is not in the repository: cite docs/architecture.md or the code"],
  [/\b(?:TOOLCHAIN|STYLE)\.md\b/, "notes kept outside the repository: say it here, or cite a decision"],
];

const TEXT = /\.(?:[cm]?[jt]sx?|md|css|json|toml|sql|ya?ml|html)$/;

/** `[line, reason]` for every outside citation in `text`. */
export function outsideCitations(text) {
  const hits = [];
  text.split("\n").forEach((line, i) => {
    for (const [pattern, reason] of OUTSIDE) if (pattern.test(line)) hits.push([i + 1, reason]);
  });
  return hits;
}

// The check must be able to fail: it has to see a citation it exists to refuse.
if (outsideCitations("// see DESIGN.md, spec section 9").length !== 2) {
  console.error("check-citations: the patterns no longer match a known citation");
  process.exit(1);
}

const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter((f) => TEXT.test(f) && f !== SELF && !f.endsWith("package-lock.json"));

let count = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(ROOT, file), "utf8");
  } catch {
    continue; // deleted in the work tree but still in the index
  }
  for (const [line, reason] of outsideCitations(text)) {
    console.error(`${file}:${line}: ${reason}`);
    count++;
  }
}
console.log(`${files.length} files checked, ${count} outside citation${count === 1 ? "" : "s"}`);
process.exit(count ? 1 : 0);
