// The Blog screen's calls (openapi.yaml's Articles tag, admin operations): a page of articles under filters, one
// article, and its writes. Every write invalidates the kind's tag ('Articles', shared/content-kinds/article.ts).
import type { components } from '@shared/contract/schema';
import { afterSuccess, api, fromEnvelope, toApiErrorShape } from '@/app/api';
import { apiClient } from '@/lib/api/client';

type S = components['schemas'];
export type Article = S['Article'];
export type ArticleInput = S['ArticleInput'];
export type ArticleAuthorOption = S['ArticleAuthorOption'];

export interface ArticlePageArg {
  page: number;
  limit: number;
  /** A tag's slug. */
  tag?: string;
  /** An admin's id. */
  author?: string;
  text?: string;
}

export interface ArticlePage {
  articles: Article[];
  pagination?: S['Pagination'];
}

export interface UpdateArticleArg {
  id: string;
  body: ArticleInput;
}

export const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<ArticlePage, ArticlePageArg>({
      // fromEnvelope keeps only `data`; the list needs `pagination` too.
      queryFn: async (query) => {
        try {
          const { data } = await apiClient.GET('/articles', { params: { query } });
          return { data: { articles: data?.data ?? [], pagination: data?.pagination } };
        } catch (e) {
          return { error: toApiErrorShape(e) };
        }
      },
      providesTags: ['Articles'],
    }),
    // Any admin may read who can be named as an author; the accounts themselves are the super admins'.
    listArticleAuthors: build.query<ArticleAuthorOption[], void>({
      queryFn: () => fromEnvelope(apiClient.GET('/articles/authors')),
      providesTags: ['Articles'],
    }),
    getArticle: build.query<Article, string>({
      queryFn: (id) => fromEnvelope(apiClient.GET('/articles/{id}', { params: { path: { id } } })),
      providesTags: ['Articles'],
    }),
    createArticle: build.mutation<Article, ArticleInput>({
      queryFn: (body) => fromEnvelope(apiClient.POST('/articles', { body })),
      invalidatesTags: afterSuccess('Articles'),
    }),
    updateArticle: build.mutation<Article, UpdateArticleArg>({
      queryFn: ({ id, body }) => fromEnvelope(apiClient.PUT('/articles/{id}', { params: { path: { id } }, body })),
      invalidatesTags: afterSuccess('Articles'),
    }),
    deleteArticle: build.mutation<void, string>({
      queryFn: async (id) => {
        const result = await fromEnvelope(apiClient.DELETE('/articles/{id}', { params: { path: { id } } }) as Promise<{ data?: { data: unknown } }>);
        return 'error' in result ? result : { data: undefined };
      },
      invalidatesTags: afterSuccess('Articles'),
    }),
  }),
});

export const {
  useListArticlesQuery,
  useListArticleAuthorsQuery,
  useGetArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articleApi;
