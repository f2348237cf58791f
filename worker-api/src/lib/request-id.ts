import type { MiddlewareHandler } from "hono";

/** Gives every request an id, echoed in `x-request-id` and used in logs. */
export const requestId = (): MiddlewareHandler => async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId" as never, id as never);
  c.header("x-request-id", id);
  await next();
  c.header("x-request-id", id);
};
