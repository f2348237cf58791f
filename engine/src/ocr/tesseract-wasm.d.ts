// The part of tesseract-wasm 0.11's API the engine uses (its own typings, dist/index.d.ts, are not
// reachable through its package.json "exports").
declare module "tesseract-wasm" {
  export const layoutFlags: { StartOfLine: number; EndOfLine: number };
  export interface TextItem {
    rect: { left: number; top: number; right: number; bottom: number };
    flags: number;
    /** 0 to 1. */
    confidence: number;
    text: string;
  }
  export interface OCREngine {
    destroy(): void;
    setVariable(name: string, value: string): void;
    loadModel(model: Uint8Array | ArrayBuffer): void;
    loadImage(image: { data: Uint8ClampedArray; width: number; height: number }): void;
    clearImage(): void;
    getTextBoxes(unit: "line" | "word"): TextItem[];
  }
  export function createOCREngine(options?: { wasmBinary?: Uint8Array | ArrayBuffer }): Promise<OCREngine>;
}
