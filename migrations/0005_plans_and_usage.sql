CREATE TABLE `page_usage` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`pages` integer NOT NULL,
	`at` real NOT NULL,
	`conversion_id` text
);
--> statement-breakpoint
CREATE INDEX `page_usage_subject_idx` ON `page_usage` (`subject`,`at`);--> statement-breakpoint
ALTER TABLE `users` ADD `billing_interval` text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `billing_cycle_start` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_plan` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_plan_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `quota_notice_at` text;