// What a scanner does to a printed page, seeded by a name so each scan is reproducible: a small
// skew (up to 1.5 degrees either way), grey noise, a few dust specks and a JPEG quality of 55-75.

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function seedOf(name) {
  let h = 7919;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Turns a grey image by `degrees` about its centre (bilinear; white where nothing was). */
function rotate({ width, height, grey }, degrees) {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = grey[i] * (1 - fx) + grey[i + 1] * fx;
      const bottom = grey[i + width] * (1 - fx) + grey[i + width + 1] * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return { width, height, grey: out };
}

/** Gaussian-ish noise (the sum of three uniforms) of strength `sigma`, and `specks` dark dots. */
function addNoise(image, r, sigma, specks) {
  const { width, height, grey } = image;
  for (let i = 0; i < grey.length; i++) {
    const n = (r() + r() + r() - 1.5) * 2 * sigma;
    grey[i] = Math.max(0, Math.min(255, grey[i] * 0.94 + 8 + n));
  }
  for (let k = 0; k < specks; k++) {
    const x = Math.floor(r() * (width - 3));
    const y = Math.floor(r() * (height - 3));
    const size = 1 + Math.floor(r() * 2);
    for (let dy = 0; dy < size; dy++) for (let dx = 0; dx < size; dx++) grey[(y + dy) * width + x + dx] = 40;
  }
  return image;
}

export function degradePage(page, name) {
  const r = rng(seedOf(name));
  const skew = (r() * 2 - 1) * 1.5;
  const sigma = 3 + r() * 4;
  const specks = Math.floor(200 + r() * 400);
  const quality = Math.round(55 + r() * 20);
  const image = addNoise(rotate(page, skew), r, sigma, specks);
  return { image, quality, skew };
}
