import { describe, expect, it } from "vitest";
import { SCREEN_TOAST, sonnerArgs } from "./toast";

describe("toasts as sonner reads them", () => {
  it("default to 5000 ms at the bottom right", () => {
    expect(sonnerArgs({ type: "success", message: "Welcome back!" })).toEqual([
      "Welcome back!",
      { duration: 5000, position: "bottom-right" },
    ]);
  });
  it("take the screen preset: top right, 2500 ms", () => {
    expect(sonnerArgs({ type: "info", message: "Exporting as CSV...", ...SCREEN_TOAST })).toEqual([
      "Exporting as CSV...",
      { duration: 2500, position: "top-right" },
    ]);
  });
  it("put a title above the message, and keep a flash's id", () => {
    expect(
      sonnerArgs({ id: "f1", type: "error", title: "Upload Failed", message: "Please upload a PDF file" }),
    ).toEqual([
      "Upload Failed",
      { id: "f1", duration: 5000, position: "bottom-right", description: "Please upload a PDF file" },
    ]);
  });
});
