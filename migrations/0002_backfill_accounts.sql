-- Conversions stored before statements had accounts: each completed one with rows gets its one
-- account from its own figures, and its rows that account's key (the masked number), as the
-- engine of that time would have given them (docs/architecture.md#statements-with-several-accounts).
UPDATE `conversions` SET `accounts` = json_array(json_object(
  'accountNumber', `account_number`,
  'name', NULL,
  'currency', `currency`,
  'openingBalanceCents', `opening_balance_cents`,
  'closingBalanceCents', `closing_balance_cents`,
  'reconciled', json(CASE WHEN `reconciled` THEN 'true' ELSE 'false' END),
  'transactionCount', `transactions_count`
)) WHERE `status` = 'completed' AND `transactions_count` > 0 AND `accounts` = '[]';--> statement-breakpoint
UPDATE `transactions` SET `account` = (
  SELECT `account_number` FROM `conversions` WHERE `conversions`.`id` = `transactions`.`conversion_id`
) WHERE `account` IS NULL;
