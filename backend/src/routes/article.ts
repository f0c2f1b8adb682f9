import { ARTICLE_MESSAGES } from '@shared/contract/articles';
import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import * as articles from '../services/article';
import { listAuthors } from '../services/admins';

export const articleRoutes: RouteDef[] = [
  route('get', '/articles', async ({ deps, query }) => listReply(await articles.listArticles(deps.db, query))),
  route('post', '/articles', async ({ deps, body, auth }) => created(await articles.createArticle(deps.db, body, actor(auth)), ARTICLE_MESSAGES.created)),
  route('get', '/articles/authors', async ({ deps }) => ok(await listAuthors(deps.db))),
  route('get', '/articles/{id}', async ({ deps, params }) => ok(await articles.getArticle(deps.db, params.id))),
  route('put', '/articles/{id}', async ({ deps, params, body, auth }) =>
    ok(await articles.updateArticle(deps.db, params.id, body, actor(auth)), ARTICLE_MESSAGES.updated),
  ),
  route('delete', '/articles/{id}', async ({ deps, params }) => {
    await articles.deleteArticle(deps.db, params.id);
    return done(ARTICLE_MESSAGES.deleted);
  }),
  route('get', '/blog/articles', async ({ deps, query }) => listReply(await articles.listPublishedArticles(deps.db, query))),
  route('get', '/blog/tags', async ({ deps }) => ok(await articles.listArticleTags(deps.db))),
  route('get', '/blog/articles/{slug}', async ({ deps, params }) => ok(await articles.getArticleBySlug(deps.db, params.slug))),
  route('get', '/blog/articles/{slug}/related', async ({ deps, params }) => ok(await articles.listRelatedArticles(deps.db, params.slug))),
];
