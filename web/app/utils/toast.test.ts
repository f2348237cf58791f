import { describe, expect, it } from "vitest";
import { addToast, MAX_TOASTS, makeToast, removeToast, SCREEN_TOAST } from "./toast";

describe("toasts", () => {
  it("default to 5000 ms, closable, pausing on hover", () => {
    const t = makeToast({ type: "success", message: "Welcome back!" });
    expect(t).toMatchObject({
      type: "success",
      message: "Welcome back!",
      timeout: 5000,
      position: "bottom-right",
      closable: true,
      pauseOnHover: true,
    });
    expect(t.id).toBeTruthy();
  });
  it("take the screen preset", () => {
    expect(makeToast({ type: "info", message: "x", ...SCREEN_TOAST })).toMatchObject({
      timeout: 2500,
      position: "top-right",
    });
  });
  it("keep at most 20, dropping the oldest", () => {
    let list = [] as ReturnType<typeof makeToast>[];
    for (let i = 0; i < 25; i++) list = addToast(list, makeToast({ type: "info", message: `m${i}` }));
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list[0]!.message).toBe("m5");
    expect(list.at(-1)!.message).toBe("m24");
  });
  it("ignore a repeated id and remove by id", () => {
    const a = makeToast({ id: "a", type: "info", message: "a" });
    expect(addToast([a], { ...a })).toHaveLength(1);
    expect(removeToast([a], "a")).toEqual([]);
  });
});
