import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ClockIcon } from "lucide-react";
import { CtaBlock } from "~/components/cta-block";
import { ShareButtons } from "~/components/share-buttons";
import { BLOG_POSTS, findPost } from "~/content/blog";
import { authorBio } from "~/content/blog/authors";
import { relatedPosts } from "~/utils/blog";
import { formatLongDate } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { initials } from "~/utils/person";

export function loader({ params, request }: LoaderFunctionArgs) {
  const post = findPost(params.slug ?? "");
  if (!post) return data({ post: null, related: [], url: "", bio: null }, { status: 404 });
  const url = new URL(`/blog/${post.slug}`, request.url).toString();
  return {
    post,
    related: relatedPosts(post, BLOG_POSTS),
    url,
    bio: authorBio(post.author, post.authorRole),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.post ? pageMeta(data.post.title, data.post.excerpt) : pageMeta("Blog Post Not Found");

const nameParts = (name: string) => {
  const [firstName, ...rest] = name.split(" ");
  return { firstName, lastName: rest.join(" ") };
};

export default function BlogPostPage() {
  const { post, related, url, bio } = useLoaderData<typeof loader>();
  if (!post || !bio) {
    return (
      <section className="container not-found">
        <h1>Blog Post Not Found</h1>
        <p className="muted">The blog post you're looking for doesn't exist or has been moved.</p>
        <Link to="/blog" className="btn btn--primary btn--lg">
          Back to Blog
        </Link>
      </section>
    );
  }
  return (
    <>
      <article>
        <header className="article-head">
          <div className="container container--narrow">
            <nav className="breadcrumb" aria-label="Breadcrumb">
              <ol>
                <li>
                  <Link to="/">Home</Link>
                </li>
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
                <li aria-current="page">{post.title}</li>
              </ol>
            </nav>
            <div className="post-meta" style={{ marginTop: "1.5rem" }}>
              <Link
                to={`/blog?category=${encodeURIComponent(post.category)}`}
                className="badge badge--primary"
              >
                {post.category}
              </Link>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              <span>
                <ClockIcon size={14} /> {post.readTime}
              </span>
            </div>
            <h1>{post.title}</h1>
            <div className="article-author">
              <span className="avatar" aria-hidden="true">
                {initials(nameParts(post.author))}
              </span>
              <p>
                <strong>{post.author}</strong>
                <br />
                <span className="muted">{post.authorRole}</span>
              </p>
            </div>
          </div>
        </header>
        <div className="container container--narrow">
          <img
            className="article-hero"
            src={post.image}
            alt={`Illustration for ${post.title}`}
            width={1200}
            height={600}
          />
          <ShareButtons url={url} title={post.title} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML written in this repository */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
          <nav aria-label="Tags" style={{ margin: "2rem 0" }}>
            <ul className="chip-list">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link className="chip" to={`/blog?tag=${encodeURIComponent(tag)}`}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="card author-card" aria-label="About the author">
            <span className="avatar avatar--lg" aria-hidden="true">
              {initials(nameParts(bio.name))}
            </span>
            <div>
              <h2 style={{ fontSize: "1.125rem", marginBottom: "0.25rem" }}>About {bio.name}</h2>
              <p>
                <strong>{bio.role}</strong>
              </p>
              <p>{bio.bio}</p>
            </div>
          </section>
        </div>
      </article>

      {related.length ? (
        <section className="section section--tight" aria-labelledby="related-title">
          <div className="container container--narrow">
            <h2 id="related-title">Related articles</h2>
            <div className="grid grid--2">
              {related.map((r) => (
                <article key={r.slug} className="card post-card" data-testid="related-post">
                  <img
                    className="post-card__image"
                    src={r.image}
                    alt=""
                    width={800}
                    height={400}
                    loading="lazy"
                  />
                  <div className="post-card__body">
                    <div className="post-meta">
                      <span className="badge badge--primary">{r.category}</span>
                      <span>{r.readTime}</span>
                    </div>
                    <h3>
                      <Link to={`/blog/${r.slug}`}>{r.title}</Link>
                    </h3>
                    <p className="post-card__excerpt">{r.excerpt}</p>
                  </div>
                </article>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <CtaBlock />
    </>
  );
}
