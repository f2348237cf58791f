/**
 * The blog's list logic: filters with their reset rules, paging,
 * sidebar lists and related posts. Pure functions over the built-in posts.
 */
import { truncate } from "./format";
import { paginate } from "./pagination";

export const BLOG_CATEGORIES = [
  "Technology",
  "Best Practices",
  "Compliance",
  "Business",
  "Integration",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_PAGE_SIZE = 6;
export const POPULAR_TAG_COUNT = 8;
export const RECENT_POST_COUNT = 4;
export const RECENT_TITLE_MAX = 60;
export const RELATED_POST_COUNT = 2;
export const RELATED_TITLE_MAX = 80;
export const RELATED_EXCERPT_MAX = 120;

export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Trusted HTML written in this repository. */
  content: string;
  author: string;
  authorRole: string;
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string;
  readTime: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
  image: string;
}

/** '7 min read' at 200 words a minute. */
export function readTimeOf(html: string): string {
  const words = html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}

export interface BlogFilters {
  search: string;
  category: string;
  tag: string;
  page: number;
}

/** Reads the filters from the query; only one of search, category and tag is active at a time. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const search = params.get("q")?.trim() ?? "";
  const category = search ? "" : (params.get("category") ?? "");
  const tag = search || category ? "" : (params.get("tag") ?? "");
  const page = Number(params.get("page"));
  return { search, category, tag, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * The query for a change of filters: a new search, category or tag starts at page 1 and clears the
 * other two; a page change keeps the filters.
 */
export function blogQuery(current: BlogFilters, change: Partial<BlogFilters>): string {
  const next: BlogFilters =
    "search" in change || "category" in change || "tag" in change
      ? { search: change.search ?? "", category: change.category ?? "", tag: change.tag ?? "", page: 1 }
      : { ...current, page: change.page ?? current.page };
  const params = new URLSearchParams();
  if (next.search) params.set("q", next.search);
  else if (next.category) params.set("category", next.category);
  else if (next.tag) params.set("tag", next.tag);
  if (next.page > 1) params.set("page", String(next.page));
  const q = params.toString();
  return q ? `?${q}` : "";
}

function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = search.toLowerCase();
  return [post.title, post.excerpt, post.author, post.category, ...post.tags].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Newest first. */
export function byDateDesc(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
}

export function filterPosts(posts: readonly BlogPost[], filters: BlogFilters): BlogPost[] {
  return byDateDesc(posts).filter((post) => {
    if (filters.search) return matchesSearch(post, filters.search);
    if (filters.category) return post.category === filters.category;
    if (filters.tag) return post.tags.includes(filters.tag);
    return true;
  });
}

export function listPosts(posts: readonly BlogPost[], filters: BlogFilters) {
  return paginate(filterPosts(posts, filters), filters.page, BLOG_PAGE_SIZE);
}

export function recentPosts(posts: readonly BlogPost[]) {
  return byDateDesc(posts)
    .slice(0, RECENT_POST_COUNT)
    .map((p) => ({ slug: p.slug, title: truncate(p.title, RECENT_TITLE_MAX), publishedAt: p.publishedAt }));
}

export function categoryCounts(posts: readonly BlogPost[]): { category: BlogCategory; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({
    category,
    count: posts.filter((p) => p.category === category).length,
  }));
}

/** The most used tags, most used first; ties keep the order in which tags first appear (newest post first). */
export function popularTags(posts: readonly BlogPost[], limit = POPULAR_TAG_COUNT): string[] {
  const counts = new Map<string, number>();
  for (const post of byDateDesc(posts))
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const firstSeen = [...counts.keys()];
  return [...firstSeen]
    .sort(
      (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || firstSeen.indexOf(a) - firstSeen.indexOf(b),
    )
    .slice(0, limit);
}

/** Up to two other posts, ranked by shared tags and same category, then recency. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[]) {
  const score = (p: BlogPost) =>
    p.tags.filter((t) => post.tags.includes(t)).length + (p.category === post.category ? 1 : 0);
  return byDateDesc(posts)
    .filter((p) => p.slug !== post.slug && score(p) > 0)
    .sort((a, b) => score(b) - score(a))
    .slice(0, RELATED_POST_COUNT)
    .map((p) => ({
      slug: p.slug,
      title: truncate(p.title, RELATED_TITLE_MAX),
      excerpt: truncate(p.excerpt, RELATED_EXCERPT_MAX),
      image: p.image,
      category: p.category,
      readTime: p.readTime,
    }));
}
