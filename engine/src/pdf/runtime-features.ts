/**
 * pdf.js hands fonts from its worker side to its page side with
 * `ArrayBuffer.prototype.transferToFixedLength` (ES2024), which Node 20 lacks (workerd and
 * Node 22 have it). Without it every font fails to arrive and a page's operator list stops at
 * its first text. This adds the standard method, as specified, only where it is missing
 * (decision 0006).
 */
export function installRuntimeFeatures(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  if (typeof proto.transferToFixedLength === "function") return;
  Object.defineProperty(proto, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length?: number): ArrayBuffer {
      const size = length === undefined ? this.byteLength : Math.max(0, Math.trunc(length));
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}
