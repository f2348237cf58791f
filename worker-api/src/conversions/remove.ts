import { database } from "../db/client.js";
import { deleteConversions } from "../db/queries/conversions.js";
import type { Bindings } from "../env.js";
import { deleteObjects } from "../http/files.js";

/** Deletes the user's conversions among `ids` with their rows and stored files; returns how many went. */
export async function removeConversions(
  env: Bindings,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const deleted = await deleteConversions(database(env.DB), userId, ids);
  await deleteObjects(
    env.FILES,
    deleted.flatMap((d) => (d.fileKey ? [d.fileKey] : [])),
  );
  return deleted.length;
}
