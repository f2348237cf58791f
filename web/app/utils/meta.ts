import { SITE_NAME } from "./site";

/** The document title of a page: 'Pricing | Statement Converter'; the home page is the bare name. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}

/** Meta tags for a page title and description. */
export function pageMeta(page: string | undefined, description?: string) {
  const tags: ({ title: string } | { name: string; content: string })[] = [{ title: pageTitle(page) }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}
