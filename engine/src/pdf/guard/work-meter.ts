import { count } from "../../errors.js";
import type { EngineLimits } from "../../limits.js";
import { yieldToEventLoop } from "../yield.js";
import { cmapEntries } from "./cmap-scan.js";
import { type ContentCost, ContentScanner } from "./content-scan.js";
import { type DecodeBudget, decodeChain, filterChain, usesImageFilter } from "./filters.js";
import { unmappedFontNames } from "./font-maps.js";
import type { PdfObject, PdfObjects } from "./objects.js";
import { isDict, nameOf, type PdfDict, type PdfValue, Ref } from "./syntax.js";
import { addCost, fromContent, overPageBound, type WorkCost, zeroCost } from "./work-cost.js";

/** A bound passed: becomes PDF_TOO_COMPLEX with this message as its detail. */
export class OverBound extends Error {}

const EMPTY_RESOURCES: PdfDict = new Map();
/** Steps along a /Parent chain (resources) or a /UseCMap chain before giving up. */
const MAX_HOPS = 32;
/** Type3 glyph procedures measured between two pauses for other work (~20 ms of scanning). */
const GLYPHS_BETWEEN_PAUSES = 256;
/** Operators of one content stream scanned between two pauses for other work (~20 ms). */
const OPERATORS_PER_SLICE = 50_000;

/** Scans a content stream in slices, pausing for the event loop between them. */
async function scanInSlices(scanner: ContentScanner, data: Uint8Array): Promise<void> {
  for (let at = scanner.scanFrom(data, 0, OPERATORS_PER_SLICE); at < data.length; ) {
    await yieldToEventLoop();
    at = scanner.scanFrom(data, at, OPERATORS_PER_SLICE);
  }
}

/**
 * Measures what pdf.js would spend reading the text of a page, before it reads any: the page's
 * content with the forms it calls (each call counted, each form measured once), the glyph
 * procedures of its Type3 fonts and the CMaps of its fonts (once per file, as pdf.js loads each
 * font once). Throws OverBound as soon as a page bound is passed.
 */
export class WorkMeter {
  /** BaseFont names of the fonts used whose glyphs map to no characters (see font-maps.ts). */
  readonly unmappedFonts = new Set<string>();
  readonly #objects: PdfObjects;
  readonly #limits: EngineLimits;
  readonly #budget: DecodeBudget;
  readonly #decoded = new Map<PdfObject, Uint8Array | null>();
  readonly #forms = new Map<string, WorkCost>();
  readonly #fontsSeen = new Set<string>();
  readonly #resourceIds = new WeakMap<PdfDict, number>();
  readonly #open = new Set<string>();
  #lastResourceId = 0;

  constructor(objects: PdfObjects, limits: EngineLimits, budget: DecodeBudget) {
    this.#objects = objects;
    this.#limits = limits;
    this.#budget = budget;
  }

  async page(page: PdfDict): Promise<WorkCost> {
    const resources = this.#resources(page);
    const scanner = new ContentScanner((c) => this.#check(fromContent(c)));
    const contents = this.#objects.resolve(page.get("Contents"));
    const parts = Array.isArray(contents) ? contents : [page.get("Contents")];
    this.#check({ ...zeroCost(), contentStreams: parts.length });
    let streams = 0;
    for (const part of parts) {
      for (const data of await this.#streamData(part)) {
        streams++;
        await scanInSlices(scanner, data);
      }
    }
    const cost = fromContent(scanner.cost);
    cost.contentStreams = streams;
    await this.#addCalls(cost, scanner.cost, resources, 0);
    this.#check(cost);
    return cost;
  }

  /** Adds the forms `content` calls and its fonts' glyph procedures and CMaps, at form nesting `level`. */
  async #addCalls(cost: WorkCost, content: ContentCost, resources: PdfDict, level: number): Promise<void> {
    const xobjects = this.#objects.get(resources, "XObject");
    for (const [name, times] of content.invokes) {
      const ref = isDict(xobjects) ? xobjects.get(name) : undefined;
      const form = await this.#form(ref, resources, level + 1);
      if (!form) {
        if (this.#isImage(ref)) cost.images += times;
        continue;
      }
      // Each call saves and restores the graphics state around the form, on top of the states
      // open where it is called: the form nests that deep plus its own depth.
      const call: WorkCost = {
        ...form,
        operators: form.operators + 1,
        nestedSaves: form.nestedSaves + 1,
        formCalls: form.formCalls + 1,
        maxSaveDepth: (content.invokeDepth.get(name) ?? 0) + 1 + form.maxSaveDepth,
        formDepth: form.formDepth + 1,
      };
      addCost(cost, call, times);
      this.#check(cost);
    }
    // A tiling pattern's content is read (like a form) wherever it is set as a colour.
    const patterns = this.#objects.get(resources, "Pattern");
    for (const [name, times] of content.patterns) {
      const ref = isDict(patterns) ? patterns.get(name) : undefined;
      const pattern = await this.#form(ref, resources, level + 1, "pattern");
      if (!pattern) continue;
      addCost(
        cost,
        { ...pattern, formCalls: pattern.formCalls + 1, formDepth: pattern.formDepth + 1 },
        times,
      );
      this.#check(cost);
    }
    const fonts = this.#objects.get(resources, "Font");
    for (const name of content.fonts) {
      const font = await this.#font(isDict(fonts) ? fonts.get(name) : undefined, resources, level + 1);
      if (font) addCost(cost, font);
      this.#check(cost);
    }
  }

  /**
   * A form XObject's (or a tiling pattern's) cost per call, memoised, of the costliest definition;
   * null when `ref` is neither.
   */
  async #form(
    ref: PdfValue | undefined,
    inherited: PdfDict,
    level: number,
    kind: "form" | "pattern" = "form",
  ): Promise<WorkCost | null> {
    if (!(ref instanceof Ref)) return null;
    const candidates = this.#objects.candidates(ref).filter((o) => {
      const dict = o.value;
      if (!o.stream || !isDict(dict)) return false;
      return kind === "form"
        ? nameOf(this.#objects.get(dict, "Subtype")) === "Form"
        : this.#objects.get(dict, "PatternType") === 1;
    });
    if (candidates.length === 0) return null;
    if (level > this.#limits.maxFormDepth)
      throw new OverBound(`forms nested more than ${count(this.#limits.maxFormDepth)} deep`);
    let worst: WorkCost | null = null;
    for (const object of candidates) {
      const dict = object.value as PdfDict;
      const own = this.#objects.get(dict, "Resources");
      const resources = isDict(own) ? own : inherited;
      const key = `${ref.num} ${ref.gen} ${object.stream?.start} ${isDict(own) ? "" : this.#resourceId(inherited)}`;
      let cost = this.#forms.get(key);
      if (!cost) {
        if (this.#open.has(key)) throw new OverBound("a form that draws itself");
        this.#open.add(key);
        cost = await this.#contentCost(object, resources, level);
        this.#open.delete(key);
        this.#forms.set(key, cost);
      }
      if (!worst || cost.operators > worst.operators) worst = cost;
    }
    return worst;
  }

  /**
   * What loading a font costs beyond its program, once per file: a Type3 font's glyph
   * procedures (pdf.js runs them all), and the codes its embedded CMaps and ToUnicode map map.
   */
  async #font(ref: PdfValue | undefined, inherited: PdfDict, level: number): Promise<WorkCost | null> {
    const key = ref instanceof Ref ? `${ref.num} ${ref.gen}` : null;
    if (key && this.#fontsSeen.has(key)) return null;
    if (key) this.#fontsSeen.add(key);
    const font = this.#objects.resolve(ref);
    if (!isDict(font)) return null;
    for (const name of unmappedFontNames(font, this.#objects) ?? []) this.unmappedFonts.add(name);
    const total = zeroCost();
    total.cmapEntries = (await this.#cmap(font.get("ToUnicode"))) + (await this.#cmap(font.get("Encoding")));
    if (nameOf(this.#objects.get(font, "Subtype")) !== "Type3") return total;
    if (level > this.#limits.maxFormDepth)
      throw new OverBound(`forms nested more than ${count(this.#limits.maxFormDepth)} deep`);
    const own = this.#objects.get(font, "Resources");
    const resources = isDict(own) ? own : inherited;
    const procs = this.#objects.get(font, "CharProcs");
    if (!isDict(procs)) return total;
    let glyphs = 0;
    for (const proc of procs.values()) {
      if (!(proc instanceof Ref)) continue;
      // A font of thousands of glyph procedures is measured in steps: other requests go on meanwhile.
      if (++glyphs % GLYPHS_BETWEEN_PAUSES === 0) await yieldToEventLoop();
      for (const object of this.#objects.candidates(proc)) {
        if (!object.stream) continue;
        const glyph = await this.#contentCost(object, resources, level);
        // A glyph drawn as an image (a bitmap font) is text, not a page's picture.
        addCost(total, { ...glyph, formDepth: glyph.formDepth + 1, images: 0 });
        this.#check(total);
      }
    }
    return total;
  }

  #isImage(ref: PdfValue | undefined): boolean {
    if (!(ref instanceof Ref)) return false;
    return this.#objects.candidates(ref).some((o) => {
      const dict = o.value;
      return o.stream !== null && isDict(dict) && nameOf(this.#objects.get(dict, "Subtype")) === "Image";
    });
  }

  /** Codes mapped by an embedded CMap stream and the ones it uses (/UseCMap). */
  async #cmap(value: PdfValue | undefined): Promise<number> {
    let entries = 0;
    let next = value;
    for (let hops = 0; hops < MAX_HOPS && next instanceof Ref; hops++) {
      const object = this.#objects
        .candidates(next)
        .filter((o) => o.stream)
        .at(-1);
      if (!object) break;
      const data = await this.#decode(object);
      if (data) entries += cmapEntries(data);
      next = isDict(object.value) ? object.value.get("UseCMap") : undefined;
    }
    return entries;
  }

  async #contentCost(object: PdfObject, resources: PdfDict, level: number): Promise<WorkCost> {
    const data = await this.#decode(object);
    if (!data) return zeroCost();
    const scanner = new ContentScanner((c) => this.#check(fromContent(c)));
    await scanInSlices(scanner, data);
    const cost = fromContent(scanner.cost);
    await this.#addCalls(cost, scanner.cost, resources, level);
    return cost;
  }

  /** Every definition of a content stream (a reader may take any: all are measured, summed). */
  async #streamData(value: PdfValue | undefined): Promise<Uint8Array[]> {
    if (!(value instanceof Ref)) return [];
    const out: Uint8Array[] = [];
    for (const object of this.#objects.candidates(value)) {
      const data = object.stream ? await this.#decode(object) : null;
      if (data) out.push(data);
    }
    return out;
  }

  /** The decoded data of a stream object (memoised), or null for image codecs and unknown filters. */
  async #decode(object: PdfObject): Promise<Uint8Array | null> {
    if (this.#decoded.has(object)) return this.#decoded.get(object) ?? null;
    let data: Uint8Array | null = null;
    if (object.stream && isDict(object.value)) {
      const chain = filterChain(object.value, (v) => this.#objects.resolve(v));
      if (!usesImageFilter(chain)) data = await decodeChain(object.stream.data, chain, this.#budget);
    }
    this.#decoded.set(object, data);
    return data;
  }

  /** The page's resources: its own, else the nearest ancestor's. */
  #resources(page: PdfDict): PdfDict {
    let node: PdfValue | undefined = page;
    for (let hops = 0; hops < MAX_HOPS && isDict(node); hops++) {
      const own = this.#objects.get(node, "Resources");
      if (isDict(own)) return own;
      node = this.#objects.get(node, "Parent");
    }
    return EMPTY_RESOURCES;
  }

  #resourceId(resources: PdfDict): number {
    let id = this.#resourceIds.get(resources);
    if (id === undefined) {
      id = ++this.#lastResourceId;
      this.#resourceIds.set(resources, id);
    }
    return id;
  }

  #check(cost: WorkCost): void {
    const over = overPageBound(cost, this.#limits);
    if (over) throw new OverBound(over);
  }
}
