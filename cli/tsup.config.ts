import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/convert-worker.ts", "src/ocr-worker.ts"],
  format: ["esm"],
  clean: true,
  target: "node20",
  platform: "node",
  sourcemap: true,
  // The contract, the engine and the SDK are bundled in, so the built CLI runs on its own.
  noExternal: ["@statement-converter/contract", "@statement-converter/engine", "@statement-converter/sdk"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
});
