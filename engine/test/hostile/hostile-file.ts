import type { FileErrorCode } from "../../src/index.js";

/** What a hostile file may end as: a named error code, or "OK" (converted). */
export type Outcome = FileErrorCode | "OK";

/** One hostile input: made on demand (some take a second to make), with the outcomes it may end in. */
export interface HostileFile {
  name: string;
  family: string;
  /** The file's extension (the name it is sent under): "pdf" unless given. */
  ext?: string;
  make: () => Uint8Array | Promise<Uint8Array>;
  /** Every outcome that is right for it; any named code is clean, these are the expected ones. */
  expect: readonly Outcome[];
}

/** The name a hostile file is sent under: `NAME.pdf`, or its own extension. */
export const fileNameOf = (file: Pick<HostileFile, "name" | "ext">) => `${file.name}.${file.ext ?? "pdf"}`;
