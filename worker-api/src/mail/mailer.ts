import { type Db, database } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links the mail carries (reset, confirmation), kept apart for tests and the dev outbox. */
  links: string[];
}

/** The one way the API sends mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Stores every mail in the D1 outbox table and prints it with its links on the console (the
 * local and test transport; docs/architecture.md#auth).
 */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        links: JSON.stringify(mail.links),
      });
      console.log(
        `[mail] to=${mail.to} subject="${mail.subject}"${mail.links.map((l) => `\n  ${l}`).join("")}`,
      );
    },
  };
}

export function mailerFor(env: { DB: D1Database }): Mailer {
  return outboxMailer(database(env.DB));
}
