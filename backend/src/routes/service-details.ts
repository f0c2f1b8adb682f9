import { actor, created, done, ok, route, type RouteDef } from '../route';
import { listReply } from '../services/pagination';
import { filePart } from '../services/files';
import * as media from '../services/media';
import * as details from '../services/service-details';

export const serviceDetailRoutes: RouteDef[] = [
  route('get', '/service-details', async ({ deps, query }) => listReply(await details.listDetails(deps.db, query))),
  route('post', '/service-details', async ({ deps, body, auth }) =>
    created(await details.createDetails(deps.db, body, actor(auth)), 'Service details created successfully!'),
  ),
  route('get', '/service-details/services/list', async ({ deps }) => ok(await details.listServiceGroups(deps.db))),
  route('get', '/service-details/service/{serviceId}', async ({ deps, params }) => ok(await details.getDetailsOfService(deps.db, params.serviceId))),
  route('post', '/service-details/upload-image', async ({ deps, file, auth }) =>
    created(await media.uploadContentImage(deps.db, deps.storage, filePart(file, 'image'), auth?.admin._id, deps.variants), 'Image uploaded successfully!'),
  ),
  route('delete', '/service-details/delete-image/{filename}', async ({ deps, params }) => {
    await media.deleteContentImage(deps.db, deps.storage, params.filename);
    return done('Image removed successfully!');
  }),
  route('get', '/service-details/{id}', async ({ deps, params }) => ok(await details.getDetails(deps.db, params.id))),
  route('put', '/service-details/{id}', async ({ deps, params, body, auth }) =>
    ok(await details.updateDetails(deps.db, params.id, body, actor(auth)), 'Service details updated successfully!'),
  ),
  route('delete', '/service-details/{id}', async ({ deps, params }) => {
    await details.deleteDetails(deps.db, params.id);
    return done('Service details deleted successfully!');
  }),
];
