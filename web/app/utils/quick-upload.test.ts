import { describe, expect, it } from "vitest";
import {
  FINISHING_STEPS,
  pagesReadProgress,
  progressMessage,
  uploadProgress,
  WORKING_STEPS,
} from "./quick-upload";
import { pagesReadText } from "./use-conversion";

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
  it("moves a scan's pages read from 25 to 75, in words", () => {
    expect([0, 1, 2, 3].map((done) => pagesReadProgress(done, 3))).toEqual([25, 42, 58, 75]);
    expect(pagesReadProgress(5, 3)).toBe(75);
    expect(pagesReadText({ done: 2, total: 3 })).toBe("Reading scanned pages... 2 of 3");
  });
});
