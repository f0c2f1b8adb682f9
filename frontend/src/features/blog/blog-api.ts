import type { components } from '@shared/contract/schema';
import { api, fromEnvelope, nullWhenNotFound, toApiErrorShape, type ApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';
import { parseListArg } from '@shared/contract/blog-pages';
import { GONE, type Gone } from '@shared/contract/initial-data';

type S = components['schemas'];

/** A page of article cards and where it stands among the pages. */
export interface ArticlePage {
  data: S['ArticleCard'][];
  pagination?: S['Pagination'];
}

/** A list's answer with its pagination (fromEnvelope keeps only its data). */
async function pageOf(
  call: Promise<{ data?: { data: S['ArticleCard'][]; pagination?: S['Pagination'] } }>,
): Promise<{ data: ArticlePage } | { error: ApiErrorShape }> {
  try {
    const { data } = await call;
    return { data: { data: data!.data, ...(data!.pagination ? { pagination: data!.pagination } : {}) } };
  } catch (e) {
    return { error: toApiErrorShape(e) };
  }
}

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The published articles: `arg` is the list's query (shared/contract/blog-pages.ts `listArg`), one string so that
     * the server's page and the browser's cache agree on it. `null` when no published article carries its tag (404).
     */
    listPublishedArticles: build.query<ArticlePage | null, string>({
      queryFn: (arg) => nullWhenNotFound(pageOf(apiClient.GET('/blog/articles', { params: { query: parseListArg(arg) } }))),
      providesTags: ['Articles'],
    }),
    /** `null` when no published article has the slug (404); GONE when the article that had it was deleted (410). */
    getArticleBySlug: build.query<S['PublicArticle'] | null | Gone, string>({
      queryFn: async (slug) => {
        const result = await nullWhenNotFound(fromEnvelope(apiClient.GET('/blog/articles/{slug}', { params: { path: { slug } } })));
        return 'error' in result && result.error.status === 410 ? { data: GONE } : result;
      },
      providesTags: ['Articles'],
    }),
    listRelatedArticles: build.query<S['ArticleCard'][], string>({
      queryFn: (slug) => fromEnvelope(apiClient.GET('/blog/articles/{slug}/related', { params: { path: { slug } } })),
      providesTags: ['Articles'],
    }),
    listArticleTags: build.query<S['ArticleTagCount'][], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/blog/tags')),
      providesTags: ['Articles'],
    }),
  }),
});

export const { useListPublishedArticlesQuery, useGetArticleBySlugQuery, useListRelatedArticlesQuery, useListArticleTagsQuery } = blogApi;
