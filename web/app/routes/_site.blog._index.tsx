import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { APIError } from "@statement-converter/sdk";
import { SearchIcon } from "lucide-react";
import { NewsletterBox, type NewsletterResult, PostCard, type PostSummary } from "~/components/blog";
import { CtaBlock } from "~/components/cta-block";
import { Pager } from "~/components/pager";
import { BLOG_POSTS } from "~/content/blog";
import { apiClient } from "~/utils/api.server";
import {
  BLOG_CATEGORIES,
  type BlogPost,
  blogQuery,
  categoryCounts,
  listPosts,
  popularTags,
  readBlogFilters,
  recentPosts,
} from "~/utils/blog";
import { formatLongDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { newsletterSchema } from "~/utils/validation";

export const meta: MetaFunction = () =>
  pageMeta(
    "Blog",
    "Guides on converting bank statements, reconciliation, compliance, bookkeeping workflows and integrations.",
  );

const summary = (p: BlogPost): PostSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  author: p.author,
  publishedAt: p.publishedAt,
  readTime: p.readTime,
  category: p.category,
  image: p.image,
  tags: p.tags,
});

export function loader({ request }: LoaderFunctionArgs) {
  const filters = readBlogFilters(new URL(request.url).searchParams);
  const page = listPosts(BLOG_POSTS, filters);
  const filtered = Boolean(filters.search || filters.category || filters.tag);
  return {
    filters,
    page: { ...page, items: page.items.map(summary) },
    featured: filtered || page.page > 1 ? [] : BLOG_POSTS.filter((p) => p.featured).map(summary),
    recent: recentPosts(BLOG_POSTS),
    categories: categoryCounts(BLOG_POSTS),
    tags: popularTags(BLOG_POSTS),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data<NewsletterResult>(
      { ok: false, error: submission.error?.email?.[0] ?? "Email is required" },
      { status: 400 },
    );
  }
  try {
    await apiClient(request, context).newsletter.subscribe({ email: submission.value.email });
    return data<NewsletterResult>({
      ok: true,
      message: "Thanks for subscribing! Look out for our next article.",
    });
  } catch (err) {
    const message =
      err instanceof APIError && err.status === 422 ? err.message : "Subscription failed. Please try again.";
    if (!(err instanceof APIError && err.status === 422)) console.error("Newsletter sign-up failed", err);
    return data<NewsletterResult>({ ok: false, error: message }, { status: 400 });
  }
}

export default function Blog() {
  const { filters, page, featured, recent, categories, tags } = useLoaderData<typeof loader>();
  const activeFilter = filters.search
    ? `Search: "${filters.search}"`
    : filters.category
      ? `Category: ${filters.category}`
      : filters.tag
        ? `Tag: #${filters.tag}`
        : null;
  return (
    <>
      <section className="page-hero on-dark">
        <div className="container">
          <span className="eyebrow">Blog</span>
          <h1>Insights for finance professionals</h1>
          <p>
            Practical guides on statement conversion, reconciliation, compliance and bookkeeping workflows.
          </p>
        </div>
      </section>

      {featured.length ? (
        <section className="section section--tight section--alt" aria-labelledby="featured-title">
          <div className="container">
            <h2 id="featured-title">Featured articles</h2>
            <div className="grid grid--2">
              {featured.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section className="section section--tight">
        <div className="container blog-layout">
          <div>
            <div className="blog-toolbar">
              <Form method="get" className="search-form" role="search">
                <label htmlFor="blog-search" className="visually-hidden">
                  Search articles
                </label>
                <input
                  id="blog-search"
                  className="input"
                  type="search"
                  name="q"
                  placeholder="Search articles..."
                  defaultValue={filters.search}
                  key={filters.search}
                />
                <button type="submit" className="btn btn--primary">
                  <SearchIcon size={18} /> Search
                </button>
              </Form>
              <nav aria-label="Categories">
                <ul className="chip-list">
                  <li>
                    <Link
                      className="chip"
                      to={`/blog${blogQuery(filters, { category: "" })}`}
                      aria-current={!filters.category && !filters.search && !filters.tag ? "true" : undefined}
                    >
                      All
                    </Link>
                  </li>
                  {BLOG_CATEGORIES.map((c) => (
                    <li key={c}>
                      <Link
                        className="chip"
                        to={`/blog${blogQuery(filters, { category: c })}`}
                        aria-current={filters.category === c ? "true" : undefined}
                      >
                        {c}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {activeFilter ? (
                <p className="muted" style={{ margin: 0 }} data-testid="active-filter">
                  {activeFilter} &middot; {page.totalCount} {page.totalCount === 1 ? "article" : "articles"}{" "}
                  &middot; <Link to="/blog">Clear filters</Link>
                </p>
              ) : null}
            </div>

            <h2 className="visually-hidden" id="articles-title">
              Articles
            </h2>
            {page.items.length ? (
              <div className="grid grid--2" id="articles">
                {page.items.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
            ) : (
              <div className="card empty">
                <h3>No articles found</h3>
                <p>Try another search term or category.</p>
                <Link to="/blog" className="btn">
                  Clear filters
                </Link>
              </div>
            )}
            <Pager
              page={page.page}
              totalPages={page.totalPages}
              href={(n) => `/blog${blogQuery(filters, { page: n })}#articles`}
              label="Blog pages"
            />
          </div>

          <aside className="sidebar" aria-label="Blog sidebar">
            <section className="card" aria-labelledby="recent-title">
              <h2 id="recent-title">Recent posts</h2>
              <ul className="plain">
                {recent.map((p) => (
                  <li key={p.slug}>
                    <Link to={`/blog/${p.slug}`}>{p.title}</Link>
                    <small>{formatLongDate(p.publishedAt)}</small>
                  </li>
                ))}
              </ul>
            </section>
            <section className="card" aria-labelledby="categories-title">
              <h2 id="categories-title">Categories</h2>
              <ul className="plain category-list">
                {categories.map((c) => (
                  <li key={c.category}>
                    <Link to={`/blog${blogQuery(filters, { category: c.category })}`}>
                      <span>{c.category}</span>
                      <span className="badge badge--neutral">{c.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section className="card" aria-labelledby="tags-title">
              <h2 id="tags-title">Popular tags</h2>
              <ul className="chip-list">
                {tags.map((t) => (
                  <li key={t}>
                    <Link
                      className="chip"
                      to={`/blog${blogQuery(filters, { tag: t })}`}
                      aria-current={filters.tag === t ? "true" : undefined}
                    >
                      #{t}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <NewsletterBox />
          </aside>
        </div>
      </section>

      <CtaBlock />
    </>
  );
}
