// The shape of a catalog: English's parts and keys (messages/en.ts), each a message.
import type * as en from './messages/en';

type English = typeof en;

/** Every part and key English has: a complete catalog. */
export type Catalog = { [P in keyof English]: { [K in keyof English[P]]: string } };

/** Some parts and keys: a catalog whose missing texts are English's. */
export type PartialCatalog = { [P in keyof Catalog]?: Partial<Catalog[P]> };

/** One part of the site's texts in each language: English whole, the others as far as they go. */
export interface MessagePart<M extends Record<string, string>> {
  en: M;
  [code: string]: Partial<M> | undefined;
}
