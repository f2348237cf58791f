import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

// The contract package is source only and never published (docs/decisions/0026-contract-package.md):
// its code and its types are built into dist, so the published SDK depends on zod alone. Its
// declarations are read through a path (not node_modules), so that the declaration bundler
// inlines them instead of leaving an import of the contract.
const contract = fileURLToPath(new URL("../contract/src/index.ts", import.meta.url));

export default defineConfig({
  entry: ["src/index.ts", "src/contract.ts"],
  format: ["esm", "cjs"],
  dts: { compilerOptions: { paths: { "@statement-converter/contract": [contract] } } },
  noExternal: ["@statement-converter/contract"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
  clean: true,
  target: "es2022",
  sourcemap: true,
});
