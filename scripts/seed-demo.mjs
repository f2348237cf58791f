// Seeds the local demo account (docs/architecture.md#auth): demo@example.com / demo1234, on the
// Professional plan (1,000 pages a month) whatever DEFAULT_PLAN says. Idempotent.
// The hash format is worker-api/src/auth/password.ts's: PBKDF2-SHA256, 100,000 iterations, base64.
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { d1Execute } from "./stack.mjs";

export const DEMO = { email: "demo@example.com", password: "demo1234", firstName: "Demo", lastName: "User" };

export async function seedDemo({ persistTo } = {}) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(DEMO.password, salt, 100_000, 32, "sha256");
  const sql = `INSERT INTO users (id, email, password_hash, password_salt, first_name, last_name, email_verified,
                       plan, billing_interval, billing_cycle_start)
    VALUES ('${randomUUID()}', '${DEMO.email}', '${hash.toString("base64")}', '${salt.toString("base64")}',
            '${DEMO.firstName}', '${DEMO.lastName}', 1, 'professional', 'monthly', '${new Date().toISOString()}')
    ON CONFLICT(email) DO NOTHING;`;
  await d1Execute(sql.replace(/\s+/g, " "), { persistTo });
}
