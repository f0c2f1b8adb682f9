// The services screen's rules (docs/product/content.md, states.md, validation.md, messages.md and limits.md): texts,
// limits, defaults, the draft and its body.
import type { components } from '@shared/contract/schema';

type S = components['schemas'];
export type ServiceSection = S['ServiceSection'];

/** Limits from openapi.yaml (ServiceSectionFields, ServiceItemFields, ServiceButton). */
export const LIMITS = { sectionTitle: 100, sectionDescription: 500, title: 100, description: 1000, buttonText: 50, buttonUrl: 500 } as const;
export const DEFAULT_TITLE = 'Our Services';
export const DEFAULT_DESCRIPTION = 'Comprehensive dental care services tailored to your needs.';
export const DEFAULT_BUTTON_TEXT = 'Learn More';

/** Auto-dismiss (docs/product/limits.md): status messages after 5 s, reorder messages after 3 s. */
export const STATUS_MESSAGE_MS = 5000;
export const REORDER_MESSAGE_MS = 3000;

export const TEXT = {
  loading: 'Loading services...',
  fetchFailed: 'Failed to fetch services',
  reorderFailed: 'Failed to reorder services. Please try again.',
  reordered: 'Services reordered successfully!',
  deleteFailed: 'Failed to delete service section',
  deleted: 'Service section deleted successfully!',
  saveFailed: 'Failed to save services',
  updated: 'Services updated successfully!',
  created: 'Services created successfully!',
  toggleFailed: 'Failed to update service section status',
  deleteConfirm: 'Are you sure you want to delete this service section?',
  noServices: 'No services added yet. Click "Add Service" to get started.',
  sectionTitleRequired: 'Section title is required.',
  serviceTitleRequired: 'Service title is required.',
} as const;

export const toggledText = (active: boolean) => `Service section ${active ? 'activated' : 'deactivated'} successfully!`;
export const serviceCount = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;

/** One service as the form edits it; `key` identifies it in the sortable list (saved ones use their _id). */
export interface ServiceDraft {
  key: string;
  _id?: string;
  title: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
  order: number;
}

export interface SectionDraft {
  title: string;
  description: string;
  services: ServiceDraft[];
}

let nextKey = 1;

/** A new service goes to the end: order = list length + 1 (docs/product/states.md). */
export function newServiceDraft(length: number): ServiceDraft {
  return { key: `new-service-${nextKey++}`, title: '', description: '', buttonText: DEFAULT_BUTTON_TEXT, buttonUrl: '', order: length + 1 };
}

/** The editable copy of a stored section; none gives the create-mode defaults. */
export function draftFromSection(section?: ServiceSection): SectionDraft {
  if (!section) return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, services: [] };
  return {
    title: section.title,
    description: section.description ?? '',
    services: [...section.services]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({
        key: s._id,
        _id: s._id,
        title: s.title,
        description: s.description ?? '',
        buttonText: s.button?.text ?? '',
        buttonUrl: s.button?.url ?? '',
        order: s.order,
      })),
  };
}

/** Positions renumbered from 1 in list order. */
export const renumber = (services: ServiceDraft[]): ServiceDraft[] => services.map((s, i) => ({ ...s, order: i + 1 }));

/** The current services put back in the order of `keys` (a failed reorder is undone, keeping later edits). */
export function inKeyOrder(services: ServiceDraft[], keys: string[]): ServiceDraft[] {
  const rank = new Map(keys.map((k, i) => [k, i]));
  return renumber([...services].sort((a, b) => (rank.get(a.key) ?? 0) - (rank.get(b.key) ?? 0)));
}

/** A reorder can be saved at once only when the list holds exactly the section's saved services. */
export function matchesSaved(services: ServiceDraft[], section: ServiceSection): boolean {
  const saved = new Set(section.services.map((s) => s._id));
  return services.length === saved.size && services.every((s) => s._id !== undefined && saved.has(s._id));
}

export const reorderBody = (services: ServiceDraft[]) => ({ services: services.map((s) => ({ _id: s._id!, order: s.order })) });

export interface DraftErrors {
  title?: string;
  services: Record<string, string>;
}

/** The contract requires a section title and a title for each service. */
export function validateDraft(draft: SectionDraft): DraftErrors {
  const services: Record<string, string> = {};
  for (const s of draft.services) if (!s.title.trim()) services[s.key] = TEXT.serviceTitleRequired;
  return { ...(draft.title.trim() ? {} : { title: TEXT.sectionTitleRequired }), services };
}

export const hasErrors = (e: DraftErrors) => !!e.title || Object.keys(e.services).length > 0;

/**
 * The create/update body: services in list order, numbered from 1; an emptied button URL is left out. The form
 * has no active field: `isActive` is the stored section's (kept as the row switch set it), true for a new one.
 */
export function toSectionInput(draft: SectionDraft, isActive = true): S['ServiceSectionInput'] {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    isActive,
    services: renumber(draft.services).map((s) => {
      const text = s.buttonText.trim();
      const url = s.buttonUrl.trim();
      const button = text || url ? { ...(text ? { text } : {}), ...(url ? { url } : {}) } : undefined;
      return { ...(s._id ? { _id: s._id } : {}), title: s.title.trim(), description: s.description.trim(), ...(button ? { button } : {}), order: s.order };
    }),
  };
}
