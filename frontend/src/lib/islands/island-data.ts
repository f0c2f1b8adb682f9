import { INITIAL_DATA_ELEMENT_ID, isDeferred, type DeferredEntry } from '@shared/contract/initial-data-element';
import type { EmbeddedEntry } from '@shared/contract/initial-data';
import { contentDigest } from '@shared/contract/content-digest';

/** One of the islands' reads, as the API answered it: its status, and its `data` when it succeeded. */
export interface FetchedEntry extends DeferredEntry {
  status: number;
  data?: unknown;
  /**
   * The answer is not the one the page's HTML was rendered from: the content changed in between (an edit landed
   * after the page was made, or the page came from a cache of an older version).
   */
  changed?: boolean;
}

/** Whether an answer differs from the one the page was rendered from (a 404 of a read whose none is null: null). */
function changedSince(entry: DeferredEntry, status: number, data: unknown): boolean {
  if (entry.digest === undefined) return false;
  if (status >= 200 && status < 300) return contentDigest(data) !== entry.digest;
  return status === 404 && contentDigest(null) !== entry.digest;
}

/** The islands' reads, once asked for. */
let loaded: Promise<FetchedEntry[]> | undefined;

async function fetchEntry(entry: DeferredEntry): Promise<FetchedEntry> {
  try {
    const res = await fetch(entry.url, { headers: { Accept: 'application/json' } });
    const body = res.ok ? ((await res.json()) as { data?: unknown }) : undefined;
    return { ...entry, status: res.status, data: body?.data, changed: changedSince(entry, res.status, body?.data) };
  } catch {
    // Offline, or not JSON: the island's own queries try again when it renders.
    return { ...entry, status: 0 };
  }
}

/** The reads the page names by address (page-renderer.ts), without their answers. */
function deferredEntries(doc: Document): DeferredEntry[] {
  try {
    const entries = JSON.parse(doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent || '[]') as EmbeddedEntry[];
    return entries.filter(isDeferred);
  } catch {
    return [];
  }
}

/**
 * Fetches what the page's islands read, once: a server-rendered page names these reads instead of carrying their
 * answers, so its first round trip holds only what it shows (ADR 0032). Asked for when the page is idle and again by
 * the first island that wakes, which hydrates from the answers once they are in.
 */
export function loadIslandData(doc: Document = document): Promise<FetchedEntry[]> {
  loaded ??= Promise.all(deferredEntries(doc).map(fetchEntry));
  return loaded;
}
