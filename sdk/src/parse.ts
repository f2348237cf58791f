/** Response bodies checked against the contract's zod schemas; a mismatch is a ResponseValidationError. */
import type { z } from "zod";
import { ResponseValidationError } from "./errors.js";

/** `path: message` lines for each issue (`(root)` for the body itself). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((i) => `${i.path.length ? i.path.map(String).join(".") : "(root)"}: ${i.message}`);
}

export function jsonParser<S extends z.ZodType>(schema: S): (response: Response) => Promise<z.output<S>> {
  return async (response) => {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ResponseValidationError(
        `Expected a JSON body (HTTP ${response.status}), got: ${text.slice(0, 120)}`,
        {
          status: response.status,
          headers: response.headers,
          body: text,
        },
      );
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      const issues = describeIssues(result.error.issues);
      throw new ResponseValidationError(
        `Response body does not match the contract: ${issues.slice(0, 3).join("; ")}`,
        { status: response.status, headers: response.headers, issues, body },
      );
    }
    return result.data;
  };
}
