import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { assertSameIds } from '@shared/contract/list-rules';
import {
  applyChanges,
  toggleActive,
  byOrder,
  filterActive,
  findById,
  keepSingleActive,
  mergeItem,
  listReply,
  removeById,
  renumber,
  stampCreated,
  stampUpdated,
  withIds,
} from './support';

type S = components['schemas'];
type Section = S['ServiceSection'];
type Item = S['ServiceItem'];
type ItemInput = S['ServiceItemInput'];

const SECTION = 'Service section';
const SERVICE = 'Service';

/** An emptied button URL is stored as absent. */
function withCleanButton<T extends { button?: S['ServiceButton'] }>(service: T): T {
  if (!service.button) return service;
  const button = { ...service.button };
  if (button.url !== undefined && button.url.trim() === '') delete button.url;
  return { ...service, button };
}

/** Services from a client: each gets an id and a clean button, numbered from 1 in list order. */
function normaliseServices(services: ItemInput[]): Item[] {
  return renumber(withIds(services).map(withCleanButton)) as Item[];
}

const findSection = (id: string) => findById(db.serviceSections, id, SECTION);

export const serviceRoutes = [
  route('get', '/service/get-all-services', ({ query }) => listReply(filterActive(db.serviceSections, query), query)),

  route('get', '/service/get-active-services', () => {
    const active = db.serviceSections.find((s) => s.isActive);
    if (!active) throw new HttpError(404, 'No active service section found');
    return ok({ ...active, services: [...active.services].sort(byOrder) });
  }),

  route('get', '/service/{id}', ({ params }) => ok(findSection(params.id))),

  route('post', '/service/create-service', ({ body, auth }) => {
    const section: Section = stampCreated({ ...body, services: normaliseServices(body.services ?? []) }, auth);
    db.serviceSections.push(section);
    keepSingleActive(db.serviceSections, section);
    return created(section, 'Services created successfully!');
  }),

  route('put', '/service/update-service/{id}', ({ params, body, auth }) => {
    const { services, ...fields } = body;
    const section = applyChanges(findSection(params.id), { ...fields, ...(services ? { services: normaliseServices(services) } : {}) }, auth);
    keepSingleActive(db.serviceSections, section);
    return ok(section, 'Services updated successfully!');
  }),

  route('put', '/service/toggle-status/{id}', ({ params, auth }) => {
    const section = findSection(params.id);
    return ok(section, toggleActive(db.serviceSections, section, auth, 'Service section'));
  }),

  route('post', '/service/add-service/{id}', ({ params, body, auth }) => {
    const section = findSection(params.id);
    const [service] = withIds([withCleanButton(body.serviceData)]);
    section.services.push({ ...service, order: section.services.length + 1 });
    stampUpdated(section, auth);
    return created(section, 'Service added successfully!');
  }),

  route('put', '/service/update-single-service/{id}/{serviceId}', ({ params, body, auth }) => {
    const section = findSection(params.id);
    const index = section.services.findIndex((s) => s._id === params.serviceId);
    if (index < 0) throw new HttpError(404, 'Service not found');
    section.services[index] = withCleanButton(mergeItem({ ...section.services[index] }, body));
    stampUpdated(section, auth);
    return ok(section, 'Service updated successfully!');
  }),

  route('delete', '/service/remove-service/{id}/{serviceId}', ({ params, auth }) => {
    const section = findSection(params.id);
    removeById(section.services, params.serviceId, SERVICE);
    section.services = renumber(section.services.sort(byOrder));
    stampUpdated(section, auth);
    return ok(section, 'Service removed successfully!');
  }),

  route('put', '/service/update-all-services/{id}', ({ params, body, auth }) => {
    const section = findSection(params.id);
    section.services = normaliseServices(body.services);
    stampUpdated(section, auth);
    return ok(section, 'Services updated successfully!');
  }),

  route('delete', '/service/delete-service/{id}', ({ params }) => {
    removeById(db.serviceSections, params.id, SECTION);
    return done('Service section deleted successfully!');
  }),

  route('put', '/service/reorder-services/{id}', ({ params, body, auth }) => {
    const section = findSection(params.id);
    assertSameIds(
      body.services.map((s) => s._id),
      section.services.map((s) => s._id),
      'services',
      'Invalid service IDs for reordering',
    );
    const orderOf = new Map(body.services.map((s) => [s._id, s.order]));
    for (const service of section.services) service.order = orderOf.get(service._id) ?? service.order;
    section.services.sort(byOrder);
    stampUpdated(section, auth);
    return ok(section, 'Services reordered successfully!');
  }),
];
