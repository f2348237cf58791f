CREATE TABLE `rate_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`at` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_events_bucket_key_at_idx` ON `rate_events` (`bucket`,`key`,`at`);