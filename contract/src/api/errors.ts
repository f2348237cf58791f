/** The API's error envelope (docs/architecture.md#api-envelopes). */
import { z } from "zod";
import { errorCodeSchema } from "../errors.js";
import { quotaDetailSchema } from "./usage.js";

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  errors: z.array(fieldErrorSchema).optional(),
  /** QUOTA_EXCEEDED only. */
  quota: quotaDetailSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
