import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { route, ok, created, done } from '../route';
import { applyChanges, toggleActive, findById, keepSingleActive, listReply, removeById, stampCreated, stampUpdated, withIds } from './support';

type S = components['schemas'];
type Footer = S['Footer'];

/** Sections and their links get ids. */
const normalizeSections = (sections: S['FooterSection'][] | undefined) => withIds(sections).map((s) => ({ ...s, links: withIds(s.links) }));

/** Blank social links are dropped (docs/product/validation.md); the rest get ids. */
const normalizeSocial = (links: S['FooterSocialLink'][] | undefined) => withIds((links ?? []).filter((l) => l.url.trim() !== ''));

/** The parts of a footer body that hold nested items, with their ids filled in. */
function normalizeParts(body: S['FooterInput']): Partial<Footer> {
  const parts: Partial<Footer> = {};
  if (body.sections) parts.sections = normalizeSections(body.sections);
  if (body.socialMedia) parts.socialMedia = normalizeSocial(body.socialMedia);
  if (body.legalLinks) parts.legalLinks = withIds(body.legalLinks);
  return parts;
}

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
    const year = new Date().getFullYear();
    const footer = stampCreated(
      {
        ...body,
        backgroundColor: body.backgroundColor ?? '#1f2937',
        textColor: body.textColor ?? '#d1d5db',
        contactInfo: body.contactInfo ?? {},
        socialMedia: [],
        newsletter: body.newsletter ?? { isActive: false },
        sections: [],
        copyright: body.copyright ?? { text: `© ${year} ${body.companyName}. All rights reserved.`, year },
        legalLinks: [],
        isActive: body.isActive ?? true,
        ...normalizeParts(body),
      },
      auth,
    ) as Footer;
    db.footers.push(footer);
    keepSingleActive(db.footers, footer);
    return created(footer, SAVED);
  }),

  route('put', '/footer/update-footer/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    applyChanges(footer, { ...body, ...normalizeParts(body) }, auth);
    keepSingleActive(db.footers, footer);
    return ok(footer, SAVED);
  }),

  route('put', '/footer/toggle-footer-status/{id}', ({ params, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    return ok(footer, toggleActive(db.footers, footer, auth, 'Footer'));
  }),

  route('put', '/footer/update-footer-sections/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    footer.sections = normalizeSections(body.sections);
    stampUpdated(footer, auth);
    return ok(footer, 'Footer sections updated successfully!');
  }),

  route('put', '/footer/update-social-media/{id}', ({ params, body, auth }) => {
    const footer = findById(db.footers, params.id, 'Footer');
    footer.socialMedia = normalizeSocial(body.socialMedia);
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
