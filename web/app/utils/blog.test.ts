import { describe, expect, it } from "vitest";
import { BLOG_POSTS, findPost } from "~/content/blog";
import {
  BLOG_CATEGORIES,
  type BlogPost,
  blogQuery,
  categoryCounts,
  listPosts,
  popularTags,
  readBlogFilters,
  readTimeOf,
  recentPosts,
  relatedPosts,
} from "./blog";

const NONE = { search: "", category: "", tag: "", page: 1 };

describe("the built-in posts", () => {
  it("are five, each with every field and a known category", () => {
    expect(BLOG_POSTS).toHaveLength(5);
    for (const post of BLOG_POSTS) {
      expect(Object.keys(post).sort()).toEqual(
        [
          "author",
          "authorRole",
          "category",
          "content",
          "excerpt",
          "featured",
          "id",
          "image",
          "publishedAt",
          "readTime",
          "slug",
          "tags",
          "title",
        ].sort(),
      );
      expect(BLOG_CATEGORIES).toContain(post.category);
      expect(post.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(post.content.length).toBeGreaterThan(2000);
      expect(findPost(post.slug)).toBe(post);
    }
    expect(new Set(BLOG_POSTS.map((p) => p.slug)).size).toBe(5);
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(2);
  });
});

describe("filters", () => {
  it("reads one active filter from the query", () => {
    expect(readBlogFilters(new URLSearchParams("q=gdpr&category=Business&tag=csv&page=2"))).toEqual({
      search: "gdpr",
      category: "",
      tag: "",
      page: 2,
    });
    expect(readBlogFilters(new URLSearchParams("category=Business&tag=csv"))).toEqual({
      search: "",
      category: "Business",
      tag: "",
      page: 1,
    });
  });
  it("resets the page and the other filters when one changes", () => {
    const current = { search: "", category: "Business", tag: "", page: 3 };
    expect(blogQuery(current, { tag: "csv" })).toBe("?tag=csv");
    expect(blogQuery(current, { search: "xero" })).toBe("?q=xero");
    expect(blogQuery({ ...current, category: "", tag: "csv" }, { category: "Compliance" })).toBe(
      "?category=Compliance",
    );
    expect(blogQuery(current, { category: "" })).toBe("");
  });
  it("keeps the filter on a page change", () => {
    expect(blogQuery({ search: "", category: "Business", tag: "", page: 1 }, { page: 2 })).toBe(
      "?category=Business&page=2",
    );
    expect(blogQuery({ ...NONE, page: 2 }, { page: 1 })).toBe("");
  });
  it("searches titles, excerpts, authors and tags case-insensitively, newest first", () => {
    expect(listPosts(BLOG_POSTS, { ...NONE, search: "QUICKBOOKS" }).items.map((p) => p.id)).toEqual([5]);
    expect(listPosts(BLOG_POSTS, { ...NONE, search: "sarah chen" }).items.map((p) => p.id)).toEqual([2, 4]);
    expect(listPosts(BLOG_POSTS, { ...NONE, category: "Compliance" }).items.map((p) => p.id)).toEqual([3]);
    expect(listPosts(BLOG_POSTS, { ...NONE, tag: "reconciliation" }).items.map((p) => p.id)).toEqual([2, 4]);
    expect(listPosts(BLOG_POSTS, NONE).items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

const many: BlogPost[] = Array.from({ length: 20 }, (_, i) => ({
  ...BLOG_POSTS[0]!,
  id: 100 + i,
  slug: `post-${i}`,
  title: `Post ${i}`,
  publishedAt: `2026-01-${String(i + 1).padStart(2, "0")}`,
}));

describe("paging", () => {
  it("shows 6 posts a page", () => {
    const first = listPosts(many, NONE);
    expect(first.items.map((p) => p.id)).toEqual([119, 118, 117, 116, 115, 114]);
    expect(first.totalPages).toBe(4);
    expect(listPosts(many, { ...NONE, page: 4 }).items.map((p) => p.id)).toEqual([101, 100]);
  });
});

describe("sidebar", () => {
  it("lists the 4 most recent posts with titles cut at 60 characters", () => {
    const recent = recentPosts(BLOG_POSTS);
    expect(recent.map((p) => p.slug)).toEqual(BLOG_POSTS.slice(0, 4).map((p) => p.slug));
    for (const p of recent) expect(p.title.length).toBeLessThanOrEqual(63);
    expect(recent[0]!.title).toBe("How Bank Statement Extraction Works: From PDF Text to Reconc...");
  });
  it("counts posts per category", () => {
    expect(categoryCounts(BLOG_POSTS)).toEqual(BLOG_CATEGORIES.map((category) => ({ category, count: 1 })));
  });
  it("lists the 8 most used tags", () => {
    expect(popularTags(BLOG_POSTS)).toEqual([
      "automation",
      "accuracy",
      "reconciliation",
      "accounting",
      "month-end",
      "bookkeeping",
      "pdf",
      "data-extraction",
    ]);
  });
});

describe("related posts", () => {
  it("gives up to two posts sharing tags or category, titles and excerpts cut", () => {
    const post = findPost("bank-reconciliation-checklist-for-accountants")!;
    const related = relatedPosts(post, BLOG_POSTS);
    expect(related.map((p) => p.slug)).toEqual([
      "faster-month-end-close-bookkeeping-workflow",
      "how-bank-statement-pdf-extraction-works",
    ]);
    for (const r of related) {
      expect(r.title.length).toBeLessThanOrEqual(83);
      expect(r.excerpt.length).toBeLessThanOrEqual(123);
    }
  });
});

describe("readTimeOf", () => {
  it("counts words at 200 a minute", () => {
    expect(readTimeOf(`<p>${"word ".repeat(1000)}</p>`)).toBe("5 min read");
    expect(readTimeOf("<p>hi</p>")).toBe("1 min read");
  });
});
