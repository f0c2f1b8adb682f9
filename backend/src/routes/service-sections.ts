import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import * as services from '../services/service-sections';

export const serviceRoutes: RouteDef[] = [
  route('get', '/service/get-all-services', async ({ deps, query }) => listReply(await services.listSections(deps.db, query))),
  route('get', '/service/get-active-services', async ({ deps }) => ok(await services.getActiveSection(deps.db))),
  route('get', '/service/{id}', async ({ deps, params }) => ok(await services.getSection(deps.db, params.id))),
  route('post', '/service/create-service', async ({ deps, body, auth }) =>
    created(await services.createSection(deps.db, body, actor(auth)), 'Services created successfully!'),
  ),
  route('put', '/service/update-service/{id}', async ({ deps, params, body, auth }) =>
    ok(await services.updateSection(deps.db, params.id, body, actor(auth)), 'Services updated successfully!'),
  ),
  route('put', '/service/toggle-status/{id}', async ({ deps, params, auth }) => {
    const { section, message } = await services.toggleSection(deps.db, params.id, actor(auth));
    return ok(section, message);
  }),
  route('post', '/service/add-service/{id}', async ({ deps, params, body, auth }) =>
    created(await services.addService(deps.db, params.id, body.serviceData, actor(auth)), 'Service added successfully!'),
  ),
  route('put', '/service/update-single-service/{id}/{serviceId}', async ({ deps, params, body, auth }) =>
    ok(await services.updateService(deps.db, params.id, params.serviceId, body, actor(auth)), 'Service updated successfully!'),
  ),
  route('delete', '/service/remove-service/{id}/{serviceId}', async ({ deps, params, auth }) =>
    ok(await services.removeService(deps.db, params.id, params.serviceId, actor(auth)), 'Service removed successfully!'),
  ),
  route('put', '/service/update-all-services/{id}', async ({ deps, params, body, auth }) =>
    ok(await services.replaceServices(deps.db, params.id, body.services, actor(auth)), 'Services updated successfully!'),
  ),
  route('delete', '/service/delete-service/{id}', async ({ deps, params }) => {
    await services.deleteSection(deps.db, params.id);
    return done('Service section deleted successfully!');
  }),
  route('put', '/service/reorder-services/{id}', async ({ deps, params, body, auth }) =>
    ok(await services.reorderServices(deps.db, params.id, body.services, actor(auth)), 'Services reordered successfully!'),
  ),
];
