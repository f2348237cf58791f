import { describe, expect, it } from "vitest";
import { FINISHING_STEPS, progressMessage, uploadProgress, WORKING_STEPS } from "./quick-upload";

describe("progressMessage", () => {
  it("words each stretch of progress", () => {
    expect([uploadProgress(0), ...WORKING_STEPS, ...FINISHING_STEPS].map(progressMessage)).toEqual([
      "Uploading file...",
      "Analyzing structure...",
      "Extracting data...",
      "Finalizing...",
      "Finalizing...",
      "Complete!",
    ]);
    expect(progressMessage(0)).toBe("Uploading file...");
    expect(progressMessage(24)).toBe("Uploading file...");
    expect(progressMessage(74)).toBe("Extracting data...");
    expect(progressMessage(99)).toBe("Finalizing...");
  });
  it("maps upload bytes into the uploading step", () => {
    expect(uploadProgress(0)).toBe(10);
    expect(uploadProgress(50)).toBe(17);
    expect(uploadProgress(100)).toBe(24);
    expect(progressMessage(uploadProgress(100))).toBe("Uploading file...");
  });
});
