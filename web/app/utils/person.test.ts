import { describe, expect, it } from "vitest";
import { displayName, initials } from "./person";

describe("initials and names", () => {
  it("takes the first letters of the names, else of the e-mail", () => {
    expect(initials({ firstName: "jane", lastName: "Doe", email: "j@x.io" })).toBe("JD");
    expect(initials({ firstName: "", lastName: "", email: "max@x.io" })).toBe("MA");
    expect(displayName({ firstName: "Jane", lastName: "Doe", email: "j@x.io" })).toBe("Jane Doe");
    expect(displayName({ firstName: "", lastName: "", email: "j@x.io" })).toBe("j@x.io");
  });
});
