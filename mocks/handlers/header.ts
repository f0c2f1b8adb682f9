import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import {
  applyChanges,
  toggleActive,
  filterActive,
  findById,
  keepSingleActive,
  listReply,
  removeById,
  renumber,
  stampCreated,
  stampUpdated,
  withIds,
} from './support';

type S = components['schemas'];
type Header = S['Header'];

/**
 * Navigation items as stored: every item and dropdown item has an id, `order` runs from 1 in the order
 * given, and the dropdown rule holds (an item with dropdown items has hasDropdown and showDropdown on,
 * one without has both off).
 */
function normalizeNavigation(items: S['NavigationItem'][] | undefined): S['NavigationItem'][] {
  return renumber(
    withIds(items).map((item) => {
      const dropdownItems = withIds(item.dropdownItems);
      const hasItems = dropdownItems.length > 0;
      return { ...item, dropdownItems, hasDropdown: hasItems, showDropdown: hasItems };
    }),
  );
}

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
    const header = stampCreated(
      {
        ...body,
        navigationItems: normalizeNavigation(body.navigationItems),
        ctaButtons: body.ctaButtons ?? {},
        backgroundColor: body.backgroundColor ?? '#ffffff',
        textColor: body.textColor ?? '#333333',
        isSticky: body.isSticky ?? true,
        isActive: body.isActive ?? true,
      },
      auth,
    ) as Header;
    db.headers.push(header);
    keepSingleActive(db.headers, header);
    return created(header, SAVED);
  }),

  route('put', '/header/update/{id}', ({ params, body, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    applyChanges(header, body.navigationItems ? { ...body, navigationItems: normalizeNavigation(body.navigationItems) } : body, auth);
    keepSingleActive(db.headers, header);
    return ok(header, SAVED);
  }),

  route('put', '/header/toggle-status/{id}', ({ params, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    return ok(header, toggleActive(db.headers, header, auth, 'Header'));
  }),

  route('put', '/header/navigation/{id}', ({ params, body, auth }) => {
    const header = findById(db.headers, params.id, 'Header');
    header.navigationItems = normalizeNavigation(body.navigationItems);
    stampUpdated(header, auth);
    return ok(header, 'Navigation updated successfully!');
  }),

  route('delete', '/header/delete/{id}', ({ params }) => {
    removeById(db.headers, params.id, 'Header');
    return done('Header deleted successfully!');
  }),
];
