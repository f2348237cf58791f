/** The five built-in blog posts (docs/architecture.md#screens). */
import { type BlogPost, readTimeOf } from "~/utils/blog";
import compliance from "./compliance-data-handling";
import extraction from "./how-extraction-works";
import integrations from "./import-integrations";
import monthEnd from "./month-end-workflow";
import reconciliation from "./reconciliation-checklist";

export const BLOG_POSTS: BlogPost[] = [extraction, reconciliation, compliance, monthEnd, integrations].map(
  (post) => ({ ...post, readTime: readTimeOf(post.content) }),
);

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
