// Every content kind, declared once (one file each, typed by content-kind.ts), and the lookups the rest of the
// code derives its per-kind lists from. The order is the demo seed's: a kind's records are written after the
// ones before it.
import type { ContentKind, RevisionKind } from './content-kind';
import { article } from './article';
import type { MisnamedFields } from './ordered-items';
import { footer } from './footer';
import { header } from './header';
import { hero } from './hero';
import { homepage } from './homepage';
import { homepageSettings } from './homepage-settings';
import { pricing } from './pricing';
import { privacyPolicy } from './privacy-policy';
import { serviceDetails } from './service-details';
import { services } from './services';
import { termsConditions } from './terms-conditions';
import { testimonials } from './testimonials';

export type { ContentKind, HomepageSectionKey, PublicRead, RecordRule, RevisionKind } from './content-kind';
export {
  builtOperations,
  pathOf,
  storedField,
  type BuiltOperations,
  type BuiltSection,
  type BuiltSectionInput,
  type DataOf,
  type InputOf,
  type MisnamedFields,
  type OrderedItemsBuild,
  type StoredField,
} from './ordered-items';

export const CONTENT_KINDS = [
  hero,
  homepage,
  homepageSettings,
  header,
  footer,
  services,
  pricing,
  testimonials,
  serviceDetails,
  privacyPolicy,
  termsConditions,
  article,
] as const satisfies readonly ContentKind[];

export type DeclaredKind = (typeof CONTENT_KINDS)[number];

/** The kinds whose service, routes and mock calls the ordered-items factories build from their declaration. */
export type BuiltKind = Extract<DeclaredKind, { orderedItems: { build: object } }>;
export type BuiltKindName = BuiltKind['kind'];
/** Every field name a built kind declares is its operations' in openapi.yaml: a misspelt one fails the typecheck. */
type Misnamed = { [N in BuiltKindName]: MisnamedFields<Extract<BuiltKind, { kind: N }>> }[BuiltKindName];
const everyFieldNamed: [Misnamed] extends [never] ? true : Misnamed = true;
export const BUILT_KINDS: readonly BuiltKind[] = CONTENT_KINDS.filter((k): k is BuiltKind => 'orderedItems' in k && 'build' in k.orderedItems);

/** One value per kind, keyed by its RevisionKind. */
export const byKind = <T>(value: (k: DeclaredKind) => T) => Object.fromEntries(CONTENT_KINDS.map((k) => [k.kind, value(k)])) as Record<RevisionKind, T>;

/** Every RevisionKind has a declaration: a kind added to openapi.yaml and not declared here fails the typecheck. */
type Undeclared = Exclude<RevisionKind, DeclaredKind['kind']>;
const everyKindDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
const declared: Record<RevisionKind, ContentKind> = everyKindDeclared && everyFieldNamed && byKind((k) => k);

export const contentKind = (kind: RevisionKind): ContentKind => declared[kind];

/** The public reads of every kind (the RTK Query endpoints' names). */
export type ContentPublicEndpoint = DeclaredKind['publicReads'][number]['operationId'];

/** The RTK Query tags of every kind's data. */
export type ContentCacheTag = DeclaredKind['tag'];
export const CONTENT_CACHE_TAGS: readonly ContentCacheTag[] = CONTENT_KINDS.map((k) => k.tag);

/** Every kind's tables, children first (the order a database is emptied in); a table two kinds share, once. */
export const CONTENT_TABLES_CHILDREN_FIRST: readonly string[] = [...new Set(CONTENT_KINDS.flatMap((k) => k.tables))].reverse();

/** The kinds with a section on the home page (their homeSection), in its default order. */
export const HOME_SECTION_KINDS: readonly ContentKind[] = CONTENT_KINDS.filter((k: ContentKind) => !!k.homeSection).sort(
  (a: ContentKind, b: ContentKind) => a.homeSection!.position - b.homeSection!.position,
);
