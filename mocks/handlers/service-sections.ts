// What only services do in the mocks, as on the server (backend/src/services/service-sections.ts); the calls are
// built by ordered-items.ts from the kind's declaration: a service's emptied button URL is kept as absent.
import type { components } from '@shared/contract/schema';
import type { OrderedItemsMockHooks } from './ordered-items';

type Button = components['schemas']['ServiceButton'];

export const servicesHooks: OrderedItemsMockHooks = {
  cleanItem: (service) => {
    const given = (service as { button?: Button }).button;
    if (!given) return service;
    const button = { ...given };
    if (button.url !== undefined && button.url.trim() === '') delete button.url;
    return { ...service, button } as typeof service;
  },
};
