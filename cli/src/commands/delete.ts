import { Command } from "commander";
import { describeError } from "../api/describe-error.js";
import { reportFailure, withClient } from "../api/with-client.js";
import type { ApiDeps } from "../config/session.js";
import { EXIT, type Io } from "../io.js";

export function deleteCommand(io: Io, deps: ApiDeps, setExitCode: (code: number) => void): Command {
  return new Command("delete")
    .description("delete conversions (their rows and any stored file) from the server")
    .argument("<ids...>", "conversion ids (see `statement history`)")
    .addHelpText(
      "after",
      "\nExit codes: 0 all deleted, 1 an id was not found, 3 not signed in, 4 API unreachable.",
    )
    .action(async (ids: string[]) => {
      setExitCode(await runDelete(ids, io, deps));
    });
}

/** Deletes one id at a time, reporting each; stops at a failure that is not the id's own (auth, network). */
export async function runDelete(ids: string[], io: Io, deps: ApiDeps = {}): Promise<number> {
  return withClient(io, deps, async ({ client, session }) => {
    let exitCode: number = EXIT.ok;
    for (const id of [...new Set(ids)]) {
      try {
        await client.conversions.delete(id);
        io.stderr.write(`Deleted ${id}.\n`);
      } catch (error) {
        const failure = describeError(error, session, `No conversion ${id} in your account.`);
        reportFailure(io, failure);
        if (failure.exitCode !== EXIT.failed) return failure.exitCode;
        exitCode = EXIT.failed;
      }
    }
    return exitCode;
  });
}
