export * from "./export/index.js";
export * from "./types.js";
