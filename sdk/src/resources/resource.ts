/** Base of the resource classes: a JSON call whose response is parsed with a contract schema. */
import type { z } from "zod";
import type { APIPromise } from "../api-promise.js";
import type { StatementClient } from "../client.js";
import { jsonParser } from "../parse.js";
import type { Method, Query, RequestOptions } from "../request.js";
import { jsonBody } from "../upload-body.js";

export interface JsonCall {
  body?: unknown;
  query?: Query | undefined;
  options?: RequestOptions | undefined;
}

export abstract class APIResource {
  constructor(protected readonly client: StatementClient) {}

  protected json<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    call: JsonCall = {},
  ): APIPromise<z.output<S>> {
    return this.client.request({
      method,
      path,
      query: call.query,
      body: call.body === undefined ? undefined : jsonBody(call.body),
      parse: jsonParser(schema),
      options: call.options,
    });
  }
}

/** `/segment/{id}` with the id escaped. */
export const idPath = (prefix: string, id: string, suffix = "") =>
  `${prefix}/${encodeURIComponent(id)}${suffix}`;
