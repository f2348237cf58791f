ALTER TABLE `conversions` ADD `account_type` text;--> statement-breakpoint
ALTER TABLE `conversions` ADD `accounts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `transactions` ADD `account` text;