import type { Context } from 'koa';
import { HttpError } from '@shared/contract/http-error';
import { attachmentDisposition } from '@shared/contract/file-types';
import { CASE_UPLOAD_EXTENSIONS, CASE_UPLOAD_TOKEN_HEADER, TUS_RESUMABLE } from '@shared/contract/case-files';
import { actor, created, ok, route, type Deps } from '../route';
import * as caseUploads from '../services/case-files/case-uploads';

const tokenOf = (koa: Context) => koa.get(CASE_UPLOAD_TOKEN_HEADER) || undefined;

function tusOf(deps: Deps) {
  if (!deps.caseUploads) throw new Error('Case uploads are not mounted');
  return deps.caseUploads;
}

export const caseUploadRoutes = [
  route('get', '/case-uploads/limits', ({ deps }) => ok({ extensions: [...CASE_UPLOAD_EXTENSIONS], ...deps.config.caseUploads })),
  route(
    'post',
    '/case-uploads',
    async ({ deps, koa, clientKey }) => {
      const admitted = await caseUploads.admitCreation(deps.db, deps.config.caseUploads, {
        token: tokenOf(koa),
        length: Number(koa.get('upload-length')),
        metadata: koa.get('upload-metadata'),
        clientKey,
        now: deps.config.clock.now(),
      });
      koa.set(CASE_UPLOAD_TOKEN_HEADER, admitted.token);
      return tusOf(deps).delegate(koa, { admitted });
    },
    { raw: true },
  ),
  // Before the GET of the same path: the router would also answer HEAD with a GET route.
  route(
    'head',
    '/case-uploads/{id}',
    async ({ deps, params, koa }) => {
      const row = await caseUploads.authorize(deps.db, params.id, tokenOf(koa));
      return tusOf(deps).delegate(koa, { id: row.id });
    },
    { raw: true },
  ),
  route(
    'patch',
    '/case-uploads/{id}',
    async ({ deps, params, koa }) => {
      const row = await caseUploads.authorize(deps.db, params.id, tokenOf(koa));
      if (row.state !== 'uploading') throw new HttpError(409, 'This file has arrived completely; nothing more can be sent.');
      const tus = tusOf(deps);
      const { offset } = await tus.store.datastore.getUpload(row.id);
      const sent = Number(koa.get('upload-offset'));
      if (sent !== offset)
        throw new HttpError(409, `Upload-Offset must be ${offset}, the bytes already received.`, [{ field: 'Upload-Offset', message: `must be ${offset}` }]);
      return tus.delegate(koa, { id: row.id });
    },
    { raw: true },
  ),
  route(
    'delete',
    '/case-uploads/{id}',
    async ({ deps, params, koa }) => {
      const row = await caseUploads.authorize(deps.db, params.id, tokenOf(koa));
      caseUploads.assertCancellable(row);
      if (row.state !== 'uploading') {
        // Checked files are no longer tus's: their bytes (if any) go, then their row.
        await tusOf(deps).store.remove(row.id);
        await caseUploads.forgetUpload(deps.db, row.id);
        return { status: 204, body: '', headers: { 'Tus-Resumable': TUS_RESUMABLE } };
      }
      const reply = await tusOf(deps).delegate(koa, { id: row.id });
      if (koa.res.statusCode === 204) await caseUploads.forgetUpload(deps.db, row.id);
      return reply;
    },
    { raw: true },
  ),
  route('get', '/case-uploads/{id}', async ({ deps, params, koa }) => {
    const row = await caseUploads.authorize(deps.db, params.id, tokenOf(koa));
    return ok(await caseUploads.describeUpload(deps.db, tusOf(deps).store, row));
  }),
  route('post', '/case-uploads/{id}/download-link', async ({ deps, params, auth }) =>
    created(await caseUploads.createDownloadLink(deps.db, deps.config.keys.downloadLink, params.id, actor(auth))),
  ),
  route('get', '/case-uploads/{id}/download', async ({ deps, params, query }) => {
    const { row, body } = await caseUploads.openDownload(deps.db, tusOf(deps).store, deps.config.keys.downloadLink, params.id, String(query.signature));
    return {
      status: 200,
      body,
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': attachmentDisposition(row.file_name),
        'Content-Length': String(row.size),
        // Patient data: never kept by a browser's or a CDN's cache.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    };
  }),
];
