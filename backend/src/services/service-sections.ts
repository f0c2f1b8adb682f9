// What only services do; the rest of the kind is built by ordered-items.ts from its declaration
// (shared/content-kinds/services.ts): a service's button, stored in two columns (an emptied URL as NULL). Also the
// rows service-details.ts reads, to group the services by section.
import type { Knex } from 'knex';
import type { components } from '@shared/contract/schema';
import { compact, type AuditRow } from '../db/rows';
import type { OrderedItemsHooks } from './ordered-items';

type Button = components['schemas']['ServiceButton'];

interface SectionRow extends AuditRow {
  id: string;
  title: string;
}

export interface ServiceRow {
  id: string;
  section_id: string;
  title: string;
  description: string | null;
  button_text: string | null;
  button_url: string | null;
  position: number;
}

export const sectionRows = (db: Knex) => db<SectionRow>('service_sections');

/** The services of the given sections, in position order. */
export async function servicesOf(db: Knex, sectionIds: string[]): Promise<ServiceRow[]> {
  if (!sectionIds.length) return [];
  return db<ServiceRow>('services')
    .whereIn('section_id', sectionIds)
    .orderBy([{ column: 'position' }, { column: 'id' }]);
}

export const servicesHooks: OrderedItemsHooks = {
  itemColumns: (item) => {
    const button = item.button as Button | undefined;
    return { button_text: button?.text ?? null, button_url: button?.url !== undefined && button.url.trim() !== '' ? button.url : null };
  },
  /** No button when neither column holds one (the field is then absent). */
  itemFields: (row) => {
    const [text, url] = [row.button_text as string | null, row.button_url as string | null];
    return { button: text === null && url === null ? undefined : compact({ text: text ?? undefined, url: url ?? undefined }) };
  },
};
