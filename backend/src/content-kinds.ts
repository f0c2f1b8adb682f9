// How the backend reads and writes each content kind whole: every record of the kind as the API shows it, and
// records written back through the row mapping the demo seed uses. The revision history (services/revisions.ts)
// snapshots and restores through these, and the demo seed (db/seeds/demo.ts) writes the demo records through
// them; the kinds themselves, their tables included, are declared in shared/content-kinds. Each record read so
// carries its translations (under TRANSLATIONS_FIELD, ADR 0044), and is written back with them.
import type { Knex } from 'knex';
import { HttpError } from '@shared/contract/http-error';
import { BUILT_KINDS, contentKind, type BuiltKindName, type RevisionKind } from '@shared/content-kinds';
import type { ContentRecord } from '@shared/contract/revisions';
import { hasTranslations, isTranslatable, splitTranslations, withTranslations } from '@shared/contract/translations';
import * as articles from './services/article';
import * as footers from './services/footer';
import * as headers from './services/header';
import * as heroes from './services/hero';
import * as homepage from './services/homepage';
import { insertPolicyDocument, policyDocuments, type PolicyKind } from './services/policy-documents';
import { builtServices } from './services/built-kinds';
import { insertTranslations, translationsOf } from './services/translations';
import * as serviceDetails from './services/service-details';

export interface KindStore {
  /** Every record of the kind, as the API shows it (a snapshot: with its translations, where it has some). */
  all(db: Knex): Promise<ContentRecord[]>;
  /** Writes whole records (the demo seed's, or a restored revision's), their translations replaced by theirs. */
  insert(trx: Knex, records: readonly ContentRecord[]): Promise<void>;
}

const EVERY = { page: 1, limit: 1_000_000 };

/** A kind read through its paginated list and written through its seed inserter. */
function listed<T>(list: (db: Knex, q: typeof EVERY) => Promise<{ data: T[] }>, insert: (trx: Knex, rs: readonly T[]) => Promise<void>): KindStore {
  return {
    all: async (db) => (await list(db, EVERY)).data as unknown as ContentRecord[],
    insert: (trx, rs) => insert(trx, rs as unknown as readonly T[]),
  };
}

/** A policy document: the current one (none when there is none), each record written with its sections. */
function policy(kind: PolicyKind): KindStore {
  return {
    async all(db) {
      try {
        return [(await policyDocuments(kind).current(db)) as unknown as ContentRecord];
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return [];
        throw e;
      }
    },
    async insert(trx, rs) {
      for (const doc of rs) await insertPolicyDocument(trx, kind, doc as never);
    },
  };
}

/** The kinds the ordered-items factory builds: their stores come with their services (services/built-kinds.ts). */
const BUILT_STORES = Object.fromEntries(
  BUILT_KINDS.map((k) => [k.kind, listed(builtServices[k.kind].listSections, builtServices[k.kind].insertRecords)]),
) as Record<BuiltKindName, KindStore>;

/** A kind's store whose snapshots carry each record's translations, and whose writes put them back. */
function translated(kind: RevisionKind, store: KindStore): KindStore {
  if (!isTranslatable(kind)) return store;
  return {
    all: async (db) => withTranslations(await store.all(db), await translationsOf(db, kind)),
    async insert(trx, rs) {
      const split = rs.map((r) => splitTranslations(r));
      await store.insert(
        trx,
        split.map((s) => s.record),
      );
      // A record stored before translations were kept with it leaves them as they are (hasTranslations).
      for (const [i, { record, translations }] of split.entries()) {
        if (hasTranslations(rs[i])) await insertTranslations(trx, kind, record._id, translations, record);
      }
    },
  };
}

/** The stores of each kind, as their services read and write them. */
const OWN_STORES: Record<RevisionKind, KindStore> = {
  ...BUILT_STORES,
  hero: listed(heroes.listHeroes, heroes.insertHeroes),
  header: listed(headers.listHeaders, headers.insertHeaders),
  footer: listed(footers.listFooters, footers.insertFooters),
  'service-details': listed(serviceDetails.listDetails, serviceDetails.insertServiceDetails),
  homepage: listed(homepage.listHomepages, homepage.insertHomepages),
  article: listed(articles.listArticles, articles.insertArticles),
  'homepage-settings': listed(async (db) => ({ data: await homepage.listAllSettings(db) }), homepage.insertHomepageSettings),
  'privacy-policy': policy('privacy'),
  'terms-conditions': policy('terms'),
};

/** Every declared kind's store: a kind declared in shared/content-kinds without one here fails the typecheck. */
export const KIND_STORES = Object.fromEntries(Object.entries(OWN_STORES).map(([kind, store]) => [kind, translated(kind as RevisionKind, store)])) as Record<
  RevisionKind,
  KindStore
>;

/** The table a kind's records live in (their parts' tables follow it in the declaration). */
export const recordTable = (kind: RevisionKind) => contentKind(kind).tables[0];
