import jpeg from "jpeg-js";
import type { HostileFile } from "./hostile-file.js";
import { concat, deflate, latin1, onePage, type PdfObj } from "./pdf-writer.js";

/** A grey JPEG of `width` x `height` (jpeg-js), white with a dark bar. */
function smallJpeg(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (let y = height / 3; y < height / 2; y++)
    for (let x = 0; x < width * 4; x++) data[y * width * 4 + x] = 20;
  return new Uint8Array(jpeg.encode({ data, width, height }, 70).data);
}

/** A page drawing image /Im1 (object 6) over the whole page. */
function fullPageImage(image: PdfObj): Uint8Array {
  return onePage("q 612 0 0 792 0 0 cm /Im1 Do Q", {
    resources: "/XObject << /Im1 6 0 R >>",
    extra: [image],
  });
}

/** The JPEG with its frame header claiming `width` x `height`. */
function withFrameSize(bytes: Uint8Array, width: number, height: number): Uint8Array {
  const out = bytes.slice();
  for (let i = 2; i + 9 < out.length; i++) {
    if (out[i] === 0xff && out[i + 1] === 0xc0) {
      out.set([height >> 8, height & 0xff, width >> 8, width & 0xff], i + 5);
      break;
    }
  }
  return out;
}

/**
 * Image bombs for the OCR stage: images too large to decode (by their dictionary, and by a JPEG's
 * own header under a small dictionary), a page of a thousand tiny images, a corrupt JPEG, and a
 * blank scan OCR can read nothing on.
 */
export function imageFamilies(): HostileFile[] {
  const family = "images";
  const gray = "/Type /XObject /Subtype /Image /ColorSpace /DeviceGray /BitsPerComponent 8";
  return [
    {
      name: "image-50000x50000",
      family,
      expect: ["PDF_TOO_COMPLEX"],
      make: () =>
        fullPageImage({
          dict: `${gray} /Width 50000 /Height 50000 /Filter /FlateDecode`,
          data: deflate(new Uint8Array(1 << 20)),
        }),
    },
    {
      name: "image-jpeg-frame-50000x50000",
      family,
      expect: ["PDF_TOO_COMPLEX"],
      make: () => {
        const bytes = withFrameSize(smallJpeg(64, 64), 50000, 50000);
        return fullPageImage({ dict: `${gray} /Width 64 /Height 64 /Filter /DCTDecode`, data: bytes });
      },
    },
    {
      name: "images-1000-tiny",
      family,
      expect: ["PDF_TOO_COMPLEX"],
      make: () => {
        const names = Array.from({ length: 1000 }, (_, i) => `/I${i} 6 0 R`).join(" ");
        const draws = Array.from(
          { length: 1000 },
          (_, i) => `q 10 0 0 10 ${(i % 40) * 15} ${Math.floor(i / 40) * 30} cm /I${i} Do Q`,
        ).join("\n");
        return onePage(draws, {
          resources: `/XObject << ${names} >>`,
          extra: [{ dict: `${gray} /Width 2 /Height 2`, data: new Uint8Array([0, 255, 255, 0]) }],
        });
      },
    },
    {
      name: "image-jpeg-corrupt",
      family,
      expect: ["PDF_SCANNED", "PDF_INVALID"],
      make: () => {
        const good = smallJpeg(400, 520);
        const bad = concat([
          good.subarray(0, 700),
          latin1("\xff\xd9garbage".repeat(40)),
          good.subarray(900, 1200),
        ]);
        return fullPageImage({ dict: `${gray} /Width 400 /Height 520 /Filter /DCTDecode`, data: bad });
      },
    },
    {
      name: "image-blank-scan",
      family,
      expect: ["PDF_SCANNED"],
      make: () =>
        fullPageImage({
          dict: `${gray} /Width 850 /Height 1100 /Filter /FlateDecode`,
          data: deflate(new Uint8Array(850 * 1100).fill(250)),
        }),
    },
  ];
}
