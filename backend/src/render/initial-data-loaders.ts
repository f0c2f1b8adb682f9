// The server side of the initial data: each public RTK Query endpoint answered by the same service call its
// API route makes, so the embedded data is exactly what the API would return. A page in another language than the
// default has each content kind's answer in that language (ADR 0044), as the read with `lang` answers it.
import type { Knex } from 'knex';
import { BUILT_KINDS, type BuiltKind } from '@shared/content-kinds';
import { PUBLIC_READ_KINDS } from '@shared/contract/translations';
import type { PublicEndpoint } from '@shared/contract/initial-data';
import { parseListArg } from '@shared/contract/blog-pages';
import * as articles from '../services/article';
import * as files from '../services/files';
import * as footers from '../services/footer';
import * as headers from '../services/header';
import * as heroes from '../services/hero';
import * as homepage from '../services/homepage';
import * as media from '../services/media';
import { policyDocuments } from '../services/policy-documents';
import * as serviceDetails from '../services/service-details';
import { builtServices } from '../services/built-kinds';
import { currentHealthConsent } from '../services/health-consent';
import { systemClock } from '@shared/clock';
import { inLanguage } from '../services/translations';

/** `lang`: the page's language when it is not the default (the blog's search reads the articles' texts in it). */
type Loader = (db: Knex, arg?: string, lang?: string) => Promise<unknown>;

/** A kind built from its declaration is read publicly through its active section (services/built-kinds.ts). */
const BUILT_READS = Object.fromEntries(
  BUILT_KINDS.flatMap((k) => k.publicReads.map((read) => [read.operationId, (db: Knex) => builtServices[k.kind].getActiveSection(db) as Promise<unknown>])),
) as Record<BuiltKind['publicReads'][number]['operationId'], Loader>;

export const initialDataLoaders: Record<PublicEndpoint, Loader> = {
  ...BUILT_READS,
  getActiveHeader: (db) => headers.getActiveHeader(db),
  getActiveLogo: (db) => files.getActiveLogo(db),
  getActiveFooter: (db) => footers.getActiveFooter(db),
  getHomepageSettings: (db) => homepage.getSettings(db),
  getActiveHomepage: (db) => homepage.getActiveHomepage(db),
  listActiveHeroes: (db) => heroes.listActiveHeroes(db),
  getServiceDetailsByService: (db, serviceId) => serviceDetails.getDetailsOfService(db, serviceId ?? ''),
  getPrivacyPolicy: (db) => policyDocuments('privacy').current(db),
  getTermsConditions: (db) => policyDocuments('terms').current(db),
  getHealthConsent: (db) => currentHealthConsent(db, systemClock.now()),
  listResponsiveImages: (db) => media.listResponsiveImages(db),
  // The list's argument is its query (shared/contract/blog-pages.ts listArg): the page, size, tag and search.
  listPublishedArticles: (db, query, lang) => articles.listPublishedArticles(db, { ...parseListArg(query ?? ''), lang }),
  getArticleBySlug: (db, slug) => articles.getArticleBySlug(db, slug ?? ''),
  listRelatedArticles: (db, slug) => articles.listRelatedArticles(db, slug ?? ''),
};

/** Whether the public read of `endpoint` answers in a language (its `lang`). */
export const readsInLanguage = (endpoint: PublicEndpoint): boolean => PUBLIC_READ_KINDS.has(endpoint);

/** The answer of `endpoint` for `arg`, in `lang` (another of the site's languages than the default; undefined: the default's). */
export async function loadInitialData(db: Knex, endpoint: PublicEndpoint, arg: string | undefined, lang: string | undefined): Promise<unknown> {
  const data = await initialDataLoaders[endpoint](db, arg, lang);
  const kind = PUBLIC_READ_KINDS.get(endpoint);
  return kind && lang ? inLanguage(db, kind, data, lang) : data;
}
