import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { BlogPost } from "~/utils/blog";
import { formatLongDate } from "~/utils/format";
import { Field } from "./forms";
import { toast } from "./toaster";

export type PostSummary = Pick<
  BlogPost,
  "id" | "slug" | "title" | "excerpt" | "author" | "publishedAt" | "readTime" | "category" | "image" | "tags"
>;

export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card post-card" data-testid="post-card">
      <img className="post-card__image" src={post.image} alt="" width={800} height={400} loading="lazy" />
      <div className="post-card__body">
        <div className="post-meta">
          <span className="badge badge--primary">{post.category}</span>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          <span>{post.readTime}</span>
        </div>
        <Heading>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </Heading>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <div className="post-card__foot">
          <span className="muted">By {post.author}</span>
          <Link to={`/blog/${post.slug}`} aria-label={`Read more: ${post.title}`}>
            Read more
          </Link>
        </div>
      </div>
    </article>
  );
}

export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string };

/** The sign-up box: stores the address through the API (the blog route's `newsletter` intent). */
export function NewsletterBox() {
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(result.message);
      formRef.current?.reset();
    }
  }, [result]);
  return (
    <section className="card newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Subscribe to our newsletter</h2>
      <p className="muted">
        Practical articles on statements, reconciliation and bookkeeping workflows. No spam.
      </p>
      <fetcher.Form method="post" className="form" noValidate ref={formRef}>
        <input type="hidden" name="intent" value="newsletter" />
        <Field
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={result && !result.ok ? result.error : undefined}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
        {result?.ok ? (
          <p className="field__hint" role="status">
            {result.message}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
