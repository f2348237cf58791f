/** The account's data export (`GET /auth/export`, GDPR). */
import { z } from "zod";
import { statementJsonSchema } from "../statement-json.js";
import { userSchema } from "./auth.js";
import { conversionSummarySchema } from "./conversions.js";

export const accountExportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: userSchema,
    conversions: z.array(conversionSummarySchema.extend({ statement: statementJsonSchema.nullable() })),
  }),
});
export type AccountExport = z.infer<typeof accountExportResponseSchema>["data"];
