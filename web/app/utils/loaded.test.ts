import {
  APIConnectionError,
  APIConnectionTimeoutError,
  AuthenticationError,
  NotFoundError,
  UnprocessableEntityError,
} from "@statement-converter/sdk";
import { describe, expect, it } from "vitest";
import { providerMessage, settle } from "./loaded";

describe("settle", () => {
  it("passes data through", async () => {
    expect(await settle(Promise.resolve({ n: 1 }))).toEqual({ ok: true, data: { n: 1 } });
  });

  it("turns failures into the screens' wording", async () => {
    expect(
      await settle(
        Promise.reject(new NotFoundError("Conversion not found", { status: 404, code: "NOT_FOUND" })),
      ),
    ).toEqual({
      ok: false,
      status: 404,
      code: "NOT_FOUND",
      message: "Resource not found.",
      notFound: true,
      expired: false,
    });
    const expired = await settle(Promise.reject(new AuthenticationError("x", { status: 401 })));
    expect(expired).toMatchObject({
      ok: false,
      expired: true,
      message: "Session expired. Please login again.",
    });
    const invalid = await settle(
      Promise.reject(
        new UnprocessableEntityError("Validation failed", {
          status: 422,
          code: "VALIDATION_FAILED",
          errors: [{ field: "search", message: "Too big: expected string to have <=200 characters" }],
        }),
      ),
    );
    expect(invalid).toMatchObject({
      ok: false,
      message: "Too big: expected string to have <=200 characters",
    });
    const offline = await settle(Promise.reject(new APIConnectionError("fetch failed")));
    expect(offline).toMatchObject({
      ok: false,
      status: null,
      message: "Network error. Please check your internet connection.",
    });
  });
});

describe("settle with a screen's wording", () => {
  const wording = { network: "Network error loading conversions", fallback: "Failed to load conversions" };

  it("uses the screen's network message when there was no answer", async () => {
    expect(await settle(Promise.reject(new APIConnectionError("fetch failed")), wording)).toMatchObject({
      ok: false,
      status: null,
      message: "Network error loading conversions",
    });
  });

  it("uses the screen's fallback for a failure nobody explained", async () => {
    expect(await settle(Promise.reject(new Error("unexpected token < in JSON")), wording)).toMatchObject({
      ok: false,
      status: null,
      message: "Failed to load conversions",
    });
  });

  it("keeps the timeout wording and the wording by HTTP status", async () => {
    expect(await settle(Promise.reject(new APIConnectionTimeoutError("timed out")), wording)).toMatchObject({
      message: "Request timeout. Please try again.",
    });
    expect(
      await settle(Promise.reject(new NotFoundError("Conversion not found", { status: 404 })), wording),
    ).toMatchObject({ message: "Resource not found.", notFound: true });
  });
});

describe("providerMessage", () => {
  it("prefers the API's explanation of a refusal, else the fallback", () => {
    expect(
      providerMessage(
        new NotFoundError("Conversion not found", { status: 404 }),
        "Failed to delete conversion",
      ),
    ).toBe("Conversion not found");
    expect(providerMessage(new APIConnectionError("fetch failed"), "Failed to delete conversion")).toBe(
      "Failed to delete conversion",
    );
    expect(providerMessage(new Error("boom"), "Failed to save extracted data")).toBe(
      "Failed to save extracted data",
    );
  });
});
