import { HttpError } from '@shared/contract/http-error';
import { AUTH_MESSAGES, CASE_FILE_MAX_BYTES } from '@shared/contract/messages';
import { CASE_FILE_SIZE_MESSAGE } from '@shared/contract/file-types';
import { FILE_DELETED, IMAGE_UPLOADED } from '@shared/contract/media';
import { created, done, IMAGE_UPLOAD, ok, rateLimit, route, type Deps } from '../route';
import { listReply } from '../services/pagination';
import { attachCaseFile } from '../services/bookings';
import * as files from '../services/files';
import * as media from '../services/media';
import type { UploadedFile } from '../services/uploads';

/** Without a token the upload is a booking's case file, named by its one-time customFileName (ADR 0019). */
async function uploadCaseFile(deps: Deps, fields: Record<string, string>, file: UploadedFile | undefined, clientKey: string) {
  const name = fields.customFileName;
  if (!name) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  await rateLimit(deps.db, 'case-file', clientKey, deps.config.clock.now());
  return created(await attachCaseFile(deps.db, deps.storage, name, files.logoPart(file)), 'Case file uploaded successfully!');
}

/** A booking's case file, sent without a token: up to 10 MB. */
const CASE_FILE_UPLOAD = { maxBytes: CASE_FILE_MAX_BYTES, tooLarge: CASE_FILE_SIZE_MESSAGE };

export const fileRoutes = [
  route(
    'post',
    '/files/logo-upload',
    async ({ deps, auth, fields, file, clientKey }) =>
      auth
        ? created(await files.uploadLogo(deps.db, deps.storage, files.logoPart(file), auth.admin._id, deps.variants), 'Logo uploaded successfully!')
        : uploadCaseFile(deps, fields, file, clientKey),
    { upload: (auth) => (auth ? IMAGE_UPLOAD : CASE_FILE_UPLOAD) },
  ),
  route('get', '/files/logo', async ({ deps }) => ok(await files.getActiveLogo(deps.db))),
  route('delete', '/files/logo/{id}', async ({ deps, params }) => {
    await files.deleteLogo(deps.db, deps.storage, params.id);
    return done('Logo removed successfully!');
  }),
  route('get', '/files/all', async ({ deps, query }) => listReply(await media.listFiles(deps.db, query))),
  route('post', '/files/images', async ({ deps, auth, file }) =>
    created(
      await media.storeImage(deps.db, deps.storage, files.filePart(file, 'image'), {
        category: 'image',
        folder: 'images',
        adminId: auth?.admin._id,
        variants: deps.variants,
      }),
      IMAGE_UPLOADED,
    ),
  ),
  route('delete', '/files/{id}', async ({ deps, params }) => {
    await media.deleteFile(deps.db, deps.storage, params.id);
    return done(FILE_DELETED);
  }),
  route('get', '/files/responsive-images', async ({ deps }) => ok(await media.listResponsiveImages(deps.db))),
];
