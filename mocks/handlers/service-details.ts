import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { forgetFile, storeImage } from '../media';
import { HttpError, badRequest } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { applyChanges, byOrder, findById, listReply, removeById, stampCreated, withIds } from './support';

type S = components['schemas'];
type Details = S['ServiceDetails'];
type Input = S['ServiceDetailsInput'];

const DETAILS = 'Service details';

/** The service item with this id, in whichever service section holds it. */
function findService(serviceId: string): S['ServiceItem'] {
  for (const section of db.serviceSections) {
    const service = section.services.find((s) => s._id === serviceId);
    if (service) return service;
  }
  throw new HttpError(404, 'Selected service not found');
}

/** Sections and steps get ids; images with a blank url are dropped. */
function normaliseSections(sections: S['DetailSection'][] | undefined): S['DetailSection'][] {
  return withIds(sections).map((section) => ({
    ...section,
    ...(section.steps ? { steps: withIds(section.steps) } : {}),
    ...(section.images ? { images: section.images.filter((img) => img.url.trim() !== '') } : {}),
  }));
}

/** The input's fields as stored: normalised sections, and the service's title unless one is given. */
function detailFields(body: Input, serviceTitle: string | undefined) {
  return {
    ...body,
    serviceTitle: body.serviceTitle ?? serviceTitle,
    ...(body.sections ? { sections: normaliseSections(body.sections) } : {}),
  };
}

const hasDetails = (serviceId: string, exceptId?: string) => db.serviceDetails.some((d) => d.serviceId === serviceId && d._id !== exceptId);
const ALREADY = 'Service details already exist for this service';

export const serviceDetailRoutes = [
  route('get', '/service-details', ({ query }) => listReply(db.serviceDetails, query)),

  route('post', '/service-details', ({ body, auth }) => {
    const service = findService(body.serviceId);
    if (hasDetails(body.serviceId)) throw new HttpError(409, ALREADY);
    const details: Details = stampCreated({ heroSection: {}, sections: [], ...detailFields(body, service.title) }, auth);
    db.serviceDetails.push(details);
    return created(details, 'Service details created successfully!');
  }),

  route('get', '/service-details/services/list', () =>
    ok(
      db.serviceSections.map((section): S['ServiceGroup'] => ({
        _id: section._id,
        title: section.title,
        services: [...section.services].sort(byOrder).map((s) => ({
          _id: s._id,
          title: s.title,
          hasDetails: db.serviceDetails.some((d) => d.serviceId === s._id),
        })),
      })),
    ),
  ),

  route('get', '/service-details/service/{serviceId}', ({ params }) => {
    const details = db.serviceDetails.find((d) => d.serviceId === params.serviceId);
    if (!details) throw new HttpError(404, 'Service details not found');
    return ok(details);
  }),

  route('post', '/service-details/upload-image', async ({ form, auth }) => {
    const file = form?.get('image');
    if (!(file instanceof File)) throw badRequest('image', 'must be a file');
    if (file.size === 0) throw badRequest('image', 'must not be empty');
    const asset = storeImage(new Uint8Array(await file.arrayBuffer()), file.name, 'image', auth);
    const { fileUrl: url, filename, originalName, fileSize, mimeType } = asset;
    return created({ url, filename, originalName, fileSize, mimeType }, 'Image uploaded successfully!');
  }),

  route('delete', '/service-details/delete-image/{filename}', ({ params }) => {
    const asset = db.fileAssets.find((f) => f.category === 'image' && f.filename === params.filename);
    if (asset) forgetFile(asset);
    else {
      // An image kept before the library recorded them (a story's set-up may still add one so).
      const url = [...db.blobs.keys()].find((key) => key.endsWith(`/${params.filename}`));
      if (!url) throw new HttpError(404, 'Image not found');
      db.blobs.delete(url);
    }
    return done('Image removed successfully!');
  }),

  route('get', '/service-details/{id}', ({ params }) => ok(findById(db.serviceDetails, params.id, DETAILS))),

  route('put', '/service-details/{id}', ({ params, body, auth }) => {
    const details = findById(db.serviceDetails, params.id, DETAILS);
    let serviceTitle: string | undefined;
    if (body.serviceId !== details.serviceId) {
      serviceTitle = findService(body.serviceId).title;
      // The contract has no 409 here: moving a record onto a service that has details is bad input.
      if (hasDetails(body.serviceId, details._id)) throw new HttpError(400, ALREADY, [{ field: 'serviceId', message: 'already has service details' }]);
    }
    applyChanges(details, detailFields(body, serviceTitle ?? details.serviceTitle), auth);
    return ok(details, 'Service details updated successfully!');
  }),

  route('delete', '/service-details/{id}', ({ params }) => {
    removeById(db.serviceDetails, params.id, DETAILS);
    return done('Service details deleted successfully!');
  }),
];
