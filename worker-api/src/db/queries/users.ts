import type { User } from "@statement-converter/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { users } from "../schema.js";

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export function findUserById(db: Db, id: string) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByGoogleSubject(db: Db, subject: string) {
  return db.select().from(users).where(eq(users.googleSubject, subject)).get();
}

export async function insertUser(db: Db, values: Omit<typeof users.$inferInsert, "id">): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** The wire shape of a user: never the password hash, salt or Google subject. */
export function toWireUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    plan: row.plan,
    emailVerified: row.emailVerified,
    pendingEmail: row.pendingEmail,
    createdAt: row.createdAt,
    lastSignInAt: row.lastSignInAt,
  };
}

export { isUniqueViolation } from "../constraints.js";
