/**
 * The home page's quick upload (docs/architecture.md#screens): click or drop a file; it is uploaded to
 * the API (with real upload progress, through the SDK's XHR transport) and converted; then CSV and
 * JSON downloads of the stored result, Convert Another, or the error with Try Again. Signed-out
 * visitors convert within the Anonymous allowance: nothing is stored, the CSV and JSON come in
 * the answer, and they are invited to register for more.
 *
 * The page loads only the drop zone; the run (components/quick-upload-run.tsx, with useConversion())
 * loads when the first file is chosen, together with the SDK.
 */

import { lazy, Suspense, useState } from "react";
import { checkQuickUploadFile } from "~/utils/upload-rules";
import { QuickUploadDrop } from "./quick-upload-drop";

const QuickUploadRun = lazy(() => import("./quick-upload-run"));

export function QuickUpload({ signedIn = true }: { signedIn?: boolean }) {
  // The file being converted, with a count so that the same file chosen again starts a new run.
  const [chosen, setChosen] = useState<{ file: File; n: number } | null>(null);
  const choose = (file: File) => setChosen((c) => ({ file, n: (c?.n ?? 0) + 1 }));

  if (!chosen) return <QuickUploadDrop busy={false} onFile={choose} />;
  return (
    <Suspense fallback={<QuickUploadDrop busy onFile={choose} />}>
      <QuickUploadRun
        key={chosen.n}
        file={chosen.file}
        signedIn={signedIn}
        check={checkQuickUploadFile}
        drop={(busy) => <QuickUploadDrop busy={busy} onFile={choose} />}
        onReset={() => setChosen(null)}
      />
    </Suspense>
  );
}
