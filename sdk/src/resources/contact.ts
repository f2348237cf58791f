/** `client.contact`: the contact form (`POST /api/contact`). */
import type { APIPromise } from "../api-promise.js";
import { type ContactRequest, type MessageResponse, messageResponseSchema } from "../contract.js";
import type { RequestOptions } from "../request.js";
import { APIResource } from "./resource.js";

export class Contact extends APIResource {
  send(body: ContactRequest, options?: RequestOptions): APIPromise<MessageResponse> {
    return this.json("POST", "/contact", messageResponseSchema, { body, options });
  }
}
