-- Visitors' allowance rows no longer name the address (`ip:ADDRESS`): they are keyed by a hash of
-- it (`visitor:HASH`). The old rows cannot be re-keyed here (the key is a secret of the
-- deployment), and they count for 24 hours at most: they go.
DELETE FROM `page_usage` WHERE `subject` LIKE 'ip:%';
