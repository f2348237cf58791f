import { describe, expect, it } from "vitest";
import { errorMessage, errorMessages, fieldForMessage } from "./api-errors";

describe("errorMessages", () => {
  it("maps statuses to their messages", () => {
    expect(errorMessage({ status: 401, message: "x" })).toBe("Session expired. Please login again.");
    expect(errorMessage({ status: 403, message: "x" })).toBe("Access denied.");
    expect(errorMessage({ status: 404, message: "x" })).toBe("Resource not found.");
    expect(errorMessage({ status: 408, message: "x" })).toBe("Request timeout. Please try again.");
    expect(errorMessage({ status: 500, message: "boom" })).toBe("Server error. Please try again later.");
    expect(errorMessage({ status: 503, message: "boom" })).toBe("Server error. Please try again later.");
    expect(errorMessage({ status: 409, message: "An account with this email already exists" })).toBe(
      "An account with this email already exists",
    );
    expect(errorMessage({ status: 409, message: "" })).toBe("An unexpected error occurred.");
  });
  it("lists every 422 field message, else the message, else 'Validation failed.'", () => {
    expect(
      errorMessages({
        status: 422,
        message: "m",
        errors: [
          { field: "a", message: "A bad" },
          { field: "b", message: "B bad" },
        ],
      }),
    ).toEqual(["A bad", "B bad"]);
    expect(errorMessages({ status: 422, message: "File cannot be empty" })).toEqual(["File cannot be empty"]);
    expect(errorMessages({ status: 422, message: "" })).toEqual(["Validation failed."]);
  });
  it("treats a missing response as a network error", () => {
    expect(errorMessage({ name: "APIConnectionError", message: "Connection error" })).toBe(
      "Network error. Please check your internet connection.",
    );
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe(
      "Network error. Please check your internet connection.",
    );
    expect(errorMessage({ name: "APIConnectionTimeoutError", message: "t" })).toBe(
      "Request timeout. Please try again.",
    );
  });
});

describe("fieldForMessage", () => {
  it("puts e-mail and password errors on their field", () => {
    expect(fieldForMessage("An account with this email already exists")).toBe("email");
    expect(fieldForMessage("Password must be at least 8 characters")).toBe("password");
    expect(fieldForMessage("Invalid credentials")).toBe("form");
    expect(fieldForMessage("Wrong password", ["email"])).toBe("form");
  });
});
