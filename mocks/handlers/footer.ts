import type { components } from '@shared/contract/schema';
import { db, newId } from '../db';
import { footerParts, footerSections, newFooter, socialLinks } from '@shared/contract/new-records';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { applyChanges, toggleActive, findById, keepSingleActive, listReply, removeById, stampCreated, stampUpdated } from './support';

type S = components['schemas'];
type Footer = S['Footer'];

const SAVED = 'Footer data saved successfully!';

export const footerRoutes = [
  route('get', '/footer/get-all-footers', ({ query }) => listReply([...db.footers], query)),

  route('get', '/footer/get-active-footer', () => {
    const active = db.footers.find((f) => f.isActive);
    if (!active) throw new HttpError(404, 'No active footer found');
    return ok(active);
  }),

  route('get', '/footer/get-footer-by-id/{id}', ({ params }) => ok(findById(db.footers, params.id, 'Footer'))),

  route('post', '/footer/create-new-footer', ({ body, auth }) => {
    const footer = stampCreated(newFooter(body, newId), auth) as Footer;
    db.footers.push(footer);
    keepSingleActive(db.footers, footer);
    return created(footer, SAVED);
  }),

  route('put', '/footer/update-footer/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    applyChanges(footer, { ...body, ...footerParts(body, newId) }, auth);
    keepSingleActive(db.footers, footer);
    return ok(footer, SAVED);
  }),

  route('put', '/footer/toggle-footer-status/{id}', ({ params, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    return ok(footer, toggleActive(db.footers, footer, auth, 'Footer'));
  }),

  route('put', '/footer/update-footer-sections/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    footer.sections = footerSections(body.sections, newId);
    stampUpdated(footer, auth);
    return ok(footer, 'Footer sections updated successfully!');
  }),

  route('put', '/footer/update-social-media/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    footer.socialMedia = socialLinks(body.socialMedia, newId);
    stampUpdated(footer, auth);
    return ok(footer, 'Social media links updated successfully!');
  }),

  route('put', '/footer/update-contact-info/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    footer.contactInfo = body.contactInfo;
    stampUpdated(footer, auth);
    return ok(footer, 'Contact information updated successfully!');
  }),

  route('delete', '/footer/delete-footer/{id}', ({ params }) => {
    removeById(db.footers, params.id, 'Footer');
    return done('Footer deleted successfully!');
  }),
];
