/** Exports: one conversion's download and the ZIP of several, with the options some formats take. */
import { z } from "zod";
import { idSchema } from "../fields.js";
import { EXPORT_FORMAT_IDS, INTU_BID_PATTERN, QIF_DATE_FORMATS } from "../formats.js";

export const exportFormatSchema = z.enum(EXPORT_FORMAT_IDS);
export const qifDateFormatSchema = z.enum(QIF_DATE_FORMATS);
export const intuBidSchema = z.string().regex(INTU_BID_PATTERN, "intuBid must be 1 to 10 digits");

/** What some formats take: a CSV BOM, the QIF date order, the INTU.BID of QFX/QBO. */
const exportOptionFields = {
  /** QIF: MM/DD/YYYY (default) or DD/MM/YYYY. */
  qifDateFormat: qifDateFormatSchema.optional(),
  /** QFX and QBO: the bank id Quicken and QuickBooks check (default DEFAULT_INTU_BID). */
  intuBid: intuBidSchema.optional(),
};

export const downloadQuerySchema = z.object({
  format: exportFormatSchema.optional().default("csv"),
  bom: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
  ...exportOptionFields,
});
export const exportRequestSchema = z.object({
  ids: z.array(idSchema).min(1, "Please select conversions to export").max(500).optional(),
  format: exportFormatSchema.optional().default("csv"),
  /** CSV files in the ZIP start with a UTF-8 byte order mark. */
  bom: z.boolean().optional().default(false),
  ...exportOptionFields,
});
export type ExportRequest = z.input<typeof exportRequestSchema>;
