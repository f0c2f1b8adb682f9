import type { components } from '@shared/contract/schema';

type S = components['schemas'];

/** JSON inside a script element: `<` is escaped, so no text of the article can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The article for search engines (schema.org BlogPosting and its BreadcrumbList). A JSON script is data, never run,
 * so the page's content security policy has nothing to allow for it. `origin` makes the addresses absolute.
 */
export function ArticleJsonLd({ article, origin }: { article: S['PublicArticle']; origin: string }) {
  const url = `${origin}/blog/${article.slug}`;
  const graph = [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.seo?.metaDescription || article.excerpt,
      datePublished: article.publishedAt,
      dateModified: article.lastModifiedAt ?? article.publishedAt,
      author: { '@type': 'Person', name: article.author.name, ...(article.author.photo ? { image: `${origin}${article.author.photo}` } : {}) },
      mainEntityOfPage: url,
      ...(article.coverImage ? { image: `${origin}${article.coverImage.url}` } : {}),
      keywords: article.tags.map((t) => t.name).join(', '),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
        { '@type': 'ListItem', position: 3, name: article.title, item: url },
      ],
    },
  ];
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(graph) }} />;
}
