// The Koa app factory: no listen, so tests and the server share it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { HttpError } from '@shared/contract/http-error';
import type { RenderApp } from '@shared/contract/server-render';
import { readContentVersion } from './db/content-version';
import { ContentCache } from './middleware/content-cache';
import { errorMiddleware, rejectMalformedUrl } from './middleware/errors';
import { HealthChecks } from './middleware/health';
import { createLogger, describeError, requestIdOf, RequestLog, type Logger } from './middleware/request-log';
import { frontendStatic, uploadsStatic } from './middleware/static-files';
import { robotsTxt, sitemapXml } from './render/crawlers';
import { feedHandlers } from './render/feeds';
import { newestPublished } from './services/article';
import { FEEDS } from '@shared/contract/blog-pages';
import { pageRenderer } from './render/page-renderer';
import { consentOfHeader } from './services/consent';
import { serverEntry } from './render/ssr';
import { draftReplayer, mountRoutes, type Deps } from './route';
import { allRoutes, mountedRoutes } from './routes';
import { mountNewsletterPageForms, noindexNewsletterPages } from './routes/newsletter-pages';
import { CaseUploads } from './services/case-files/tus-uploads';
import { createInProcessBus } from './services/chat/chat-bus';
import { chatStreamsOf } from './services/chat/chat-streams';
import { ImageVariantWorker } from './services/image-variant-worker';
import { MailSender } from './services/mail-sender';
import { PersonErasureFiles } from './services/person-data/erase';
import { openPreviewLink, releasePreview } from './services/release-preview';
import { ReleaseScheduler } from './services/release-scheduler';
import { PREVIEW_PATH } from '@shared/contract/releases';

export interface AppOptions {
  /** Renders pages; by default the built server entry in the config's distDir (tests pass the source's). */
  renderApp?: RenderApp;
  /** Where request and error lines go; by default a logger made from the config (stdout). */
  logger?: Logger;
}

export function createApp(given: Deps, opts: AppOptions = {}) {
  // The chat's writes publish on this bus and its streams listen to it: in-process unless the server gave Redis's.
  const deps: Deps = { ...given, chatBus: given.chatBus ?? createInProcessBus() };
  // Koa is told of no proxy: nothing the app uses comes from its forwarded-header readings (ctx.ip, ctx.host,
  // ctx.protocol, ctx.secure). The client's address is clientAddress's and https is forwardedHttps's, which trust a
  // forwarded header only as TRUST_PROXY says (ADR 0003); the site's own address is PUBLIC_URL (ADR 0004).
  const app = new Koa({ proxy: false });
  const contentCache = new ContentCache({
    readVersion: () => readContentVersion(deps.db),
    maxBytes: deps.config.contentCacheBytes,
    clock: deps.config.clock,
    readConsent: (cookie) => consentOfHeader(deps.config, cookie),
  });
  const logger = opts.logger ?? createLogger(deps.config);
  const requestLog = new RequestLog(logger);
  // Hits are answered before Koa makes a context at all: the hot path of every public page and read. Every
  // request, a hit or not, gets its id and its log line first.
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    return (req, res) => {
      const id = requestLog.begin(req as IncomingMessage);
      const hit = contentCache.serve(req as IncomingMessage, res as ServerResponse, id);
      if (hit) {
        requestLog.answered(req as IncomingMessage, hit);
        return Promise.resolve();
      }
      requestLog.follow(req as IncomingMessage, res as ServerResponse);
      return handle(req, res);
    };
  };
  const health = new HealthChecks({ ...deps, logger });
  const chatStreams = chatStreamsOf(deps, logger);

  // A visitor who leaves while a file is still being sent (a link followed, a tab closed) is not a server error.
  app.on('error', (err: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (ctx?.req.destroyed && (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE')) return;
    app.onerror(err);
  });
  app.use(health.middleware());
  // The request id is in the message too: a terminal's readable lines leave the reqId field out.
  app.use(
    errorMiddleware((msg, e, ctx) => logger.error({ reqId: requestIdOf(ctx.req), err: describeError(e) }, `${msg} (request id ${requestIdOf(ctx.req)})`)),
  );
  app.use(rejectMalformedUrl());
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        // No upgrade-insecure-requests: a plain-http install (a LAN, a test box) must still load its assets.
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'style-src': ["'self'", "'unsafe-inline'"], 'upgrade-insecure-requests': null },
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only for a site whose own origin (PUBLIC_URL) is https: a browser ignores it over plain http, where
      // RFC 6797 (7.2) forbids sending it, and on a plain-http install it was 66 bytes of every page's first round
      // trip (docs/performance.md).
      strictTransportSecurity: deps.config.publicUrl.startsWith('https:') ? undefined : false,
    }),
  );
  app.use(compress());
  app.use(contentCache.middleware());

  const api = new Router({ prefix: '/api' });
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  // Multipart bodies are not read here: the route kit reads them after authentication, into memory (ADR 0003).
  api.use(koaBody({ multipart: false, jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb', jsonStrict: true }));
  const mailer = new MailSender(deps.db, deps.config, logger);
  const variants = new ImageVariantWorker(deps.db, deps.storage, logger, () => contentCache.invalidate());
  const caseUploads = new CaseUploads(deps.db, deps.config, logger, deps.storage);
  // The files erases of a person's data left in storage (ADR 0043); server.ts starts it on every instance.
  const personErasures = new PersonErasureFiles(deps.db, { store: caseUploads.store, storage: deps.storage }, logger);
  mountRoutes(api, mountedRoutes(deps.config), { ...deps, mailer, variants, caseUploads }, { contentChanged: () => contentCache.invalidate() });
  // Scheduled releases are published by whichever instance claims them first (ADR 0033); server.ts starts it.
  const replay = draftReplayer(allRoutes);
  const releases = new ReleaseScheduler({ ...deps, releases: { replay, contentChanged: () => contentCache.invalidate() } }, logger);
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true, methodNotAllowed: () => new HttpError(405, 'Method not allowed') }));
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw new HttpError(404, 'Route not found');
    await next();
  });

  app.use(uploadsStatic(deps.storage));
  const site = new Router();
  site.get('/robots.txt', robotsTxt(deps.db, deps.config.publicUrl));
  site.get('/sitemap.xml', sitemapXml(deps.db, deps.config.publicUrl));
  const feeds = feedHandlers(deps.db, deps.config.publicUrl, newestPublished);
  site.get(FEEDS[0].path, feeds.rss);
  site.get(FEEDS[1].path, feeds.atom);
  // The feeds in each other language of the site (ADR 0044): another first segment is left to the pages.
  site.get(`/:lang${FEEDS[0].path}`, feeds.rss);
  site.get(`/:lang${FEEDS[1].path}`, feeds.atom);
  // A release's preview link (ADR 0033): sets the preview cookie and opens the home page.
  site.get(`${PREVIEW_PATH}:token`, openPreviewLink(deps.config));
  // The newsletter's confirm and unsubscribe pages post their form here without JavaScript (ADR 0040).
  mountNewsletterPageForms(site, { ...deps, mailer });
  app.use(site.routes());
  app.use(noindexNewsletterPages);
  const renderApp = opts.renderApp;
  const render = renderApp ? async () => renderApp : serverEntry(deps.config.distDir);
  const preview = releasePreview(deps, replay);
  app.use(frontendStatic(deps.config.distDir, pageRenderer(deps.config.distDir, deps.db, render, deps.config.publicUrl, preview, deps.config)));
  /** Loads the server entry (React and the site's code) before the first visitor waits for it. */
  const warmUp = async () => void (await render().catch(() => undefined));
  return Object.assign(app, {
    contentCache,
    mailer,
    variants,
    caseUploads,
    personErasures,
    releases,
    health,
    logger,
    warmUp,
    chatStreams,
    chatBus: deps.chatBus!,
  });
}
