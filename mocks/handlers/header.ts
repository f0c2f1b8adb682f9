import type { components } from '@shared/contract/schema';
import { db, newId } from '../db';
import { newHeader, normalizeNavigation } from '@shared/contract/new-records';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { applyChanges, toggleActive, filterActive, findById, keepSingleActive, listReply, removeById, stampCreated, stampUpdated } from './support';

type S = components['schemas'];
type Header = S['Header'];

const SAVED = 'Header saved successfully!';

export const headerRoutes = [
  route('get', '/header/list', ({ query }) => listReply(filterActive([...db.headers], query), query)),

  route('get', '/header/active', () => {
    const active = db.headers.find((h) => h.isActive);
    if (!active) throw new HttpError(404, 'No active header found');
    return ok(active);
  }),

  route('get', '/header/{id}', ({ params }) => ok(findById(db.headers, params.id, 'Header'))),

  route('post', '/header/create', ({ body, auth }) => {
    const header = stampCreated(newHeader(body, newId), auth) as Header;
    db.headers.push(header);
    keepSingleActive(db.headers, header);
    return created(header, SAVED);
  }),

  route('put', '/header/update/{id}', ({ params, body, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    applyChanges(header, body.navigationItems ? { ...body, navigationItems: normalizeNavigation(body.navigationItems, newId) } : body, auth);
    keepSingleActive(db.headers, header);
    return ok(header, SAVED);
  }),

  route('put', '/header/toggle-status/{id}', ({ params, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    return ok(header, toggleActive(db.headers, header, auth, 'Header'));
  }),

  route('put', '/header/navigation/{id}', ({ params, body, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    header.navigationItems = normalizeNavigation(body.navigationItems, newId);
    stampUpdated(header, auth);
    return ok(header, 'Navigation updated successfully!');
  }),

  route('delete', '/header/delete/{id}', ({ params }) => {
    removeById(db.headers, params.id, 'Header');
    return done('Header deleted successfully!');
  }),
];
