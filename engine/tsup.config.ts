import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

// The contract is source only (docs/decisions/0026-contract-package.md): built in, its
// declarations read through a path so that they are inlined too.
const contract = fileURLToPath(new URL("../contract/src/index.ts", import.meta.url));

export default defineConfig({
  entry: { index: "src/index.ts", "ocr-node": "src/ocr/node.ts" },
  format: ["esm"],
  dts: { compilerOptions: { paths: { "@statement-converter/contract": [contract] } } },
  clean: true,
  target: "es2022",
  sourcemap: true,
  noExternal: ["@statement-converter/contract"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
});
