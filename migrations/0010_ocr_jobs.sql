ALTER TABLE `conversions` ADD `ocr_pages_done` integer;--> statement-breakpoint
ALTER TABLE `conversions` ADD `ocr_pages_total` integer;--> statement-breakpoint
ALTER TABLE `conversions` ADD `ocr_pages` text;--> statement-breakpoint
ALTER TABLE `transactions` ADD `confidence` real;