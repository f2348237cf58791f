-- A stored conversion is charged once. Parallel runs of one upload could each charge it before
-- runs claimed their upload: the first charge of each conversion stays, the others go.
DELETE FROM `page_usage` WHERE `conversion_id` IS NOT NULL AND `id` NOT IN (
  SELECT MIN(`id`) FROM `page_usage` WHERE `conversion_id` IS NOT NULL GROUP BY `conversion_id`
);--> statement-breakpoint
CREATE UNIQUE INDEX `page_usage_conversion_unique` ON `page_usage` (`conversion_id`) WHERE "page_usage"."conversion_id" IS NOT NULL;
