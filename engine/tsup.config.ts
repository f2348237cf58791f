import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", "ocr-node": "src/ocr/node.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  target: "es2022",
  sourcemap: true,
});
