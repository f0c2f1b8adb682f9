import { db } from '../db';
import { route, ok, created, done } from '../route';
import { applyChanges, filterActive, findById, listReply, removeById, stampCreated } from './support';

const byDisplayOrder = (a: { displayOrder: number }, b: { displayOrder: number }) => a.displayOrder - b.displayOrder;

export const heroRoutes = [
  route('get', '/hero/list', ({ query }) => listReply(filterActive([...db.heroes].sort(byDisplayOrder), query), query)),

  route('get', '/hero/active-list', ({ query }) => {
    const active = db.heroes.filter((h) => h.isActive).sort(byDisplayOrder);
    return ok(query.limit ? active.slice(0, Number(query.limit)) : active);
  }),

  route('get', '/hero/details/{id}', ({ params }) => ok(findById(db.heroes, params.id, 'Hero'))),

  route('post', '/hero/create', ({ body, auth }) => {
    const hero = stampCreated({ ...body, displayOrder: body.displayOrder ?? db.heroes.length + 1 }, auth);
    db.heroes.push(hero as (typeof db.heroes)[number]);
    return created(hero as (typeof db.heroes)[number], 'Hero section created successfully!');
  }),

  route('put', '/hero/update/{id}', ({ params, body, auth }) => {
    const hero = applyChanges(findById(db.heroes, params.id, 'Hero'), body, auth);
    return ok(hero, 'Hero section updated successfully!');
  }),

  route('delete', '/hero/delete/{id}', ({ params }) => {
    removeById(db.heroes, params.id, 'Hero');
    return done('Hero section deleted successfully!');
  }),
];
