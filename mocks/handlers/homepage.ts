import type { components } from '@shared/contract/schema';
import { db } from '../db';
import { HttpError } from '@shared/contract/http-error';
import { completeSections } from '@shared/contract/homepage-rules';
import { newSettings } from '@shared/contract/new-records';
import { checkLanguages } from '@shared/contract/translations';
import { bannerVersionOf, customCodePurposeOf, expiryMonthsOf } from '@shared/contract/consent';
import { route, ok, created, done } from '../route';
import { applyChanges, filterActive, findById, keepSingleActive, listReply, removeById, stampCreated } from './support';

type S = components['schemas'];

export const homepageRoutes = [
  route('get', '/homepage', ({ query }) => listReply(filterActive([...db.homepages], query), query)),

  route('get', '/homepage/active', () => {
    const active = db.homepages.find((h) => h.isActive);
    if (!active) throw new HttpError(404, 'No active homepage found');
    return ok(active);
  }),

  route('post', '/homepage', ({ body, auth }) => {
    const homepage = stampCreated({ ...body, isActive: body.isActive ?? false, sections: completeSections(body.sections) }, auth) as S['Homepage'];
    db.homepages.push(homepage);
    keepSingleActive(db.homepages, homepage);
    return created(homepage, 'Homepage created successfully!');
  }),

  route('put', '/homepage/{id}', ({ params, body, auth }) => {
    const homepage = findById(db.homepages, params.id, 'Homepage');
    applyChanges(homepage, body.sections ? { ...body, sections: completeSections(body.sections) } : body, auth);
    keepSingleActive(db.homepages, homepage);
    return ok(homepage, 'Homepage updated successfully!');
  }),

  route('put', '/homepage/{id}/activate', ({ params, auth }) => {
    const homepage = findById(db.homepages, params.id, 'Homepage');
    applyChanges(homepage, { isActive: true }, auth);
    keepSingleActive(db.homepages, homepage);
    return ok(homepage, 'Homepage activated successfully!');
  }),
];

/** Settings with the consent fields (ADR 0042) at their defaults where they are missing. */
const withConsentFields = <T extends S['HomepageSettingsInput']>(s: T): T => ({
  ...s,
  customCodePurpose: customCodePurposeOf(s),
  consentBannerVersion: bannerVersionOf(s),
  consentExpiryMonths: expiryMonthsOf(s),
});

const SETTINGS_NOT_FOUND = 'Homepage settings not found';
const SETTINGS_SAVED = 'Homepage settings saved successfully!';

export const settingsRoutes = [
  route('get', '/homepage/settings', () => {
    const settings = db.homepageSettings[0];
    if (!settings) throw new HttpError(404, SETTINGS_NOT_FOUND);
    return ok(withConsentFields(settings));
  }),

  route('post', '/homepage/settings', ({ body, auth }) => {
    if (db.homepageSettings.length) throw new HttpError(409, 'Homepage settings already exist; update them instead');
    checkLanguages(undefined, body.languages);
    const settings = stampCreated(withConsentFields(newSettings(body)), auth) as S['HomepageSettings'];
    db.homepageSettings.push(settings);
    return created(settings, SETTINGS_SAVED);
  }),

  route('put', '/homepage/settings/{id}', ({ params, body, auth }) => {
    const settings = findById(db.homepageSettings, params.id, 'Homepage settings');
    checkLanguages(settings, body.languages);
    // Feature switches left out keep their stored value.
    applyChanges(settings, body.features ? { ...body, features: { ...settings.features, ...body.features } } : body, auth);
    Object.assign(settings, withConsentFields(settings));
    return ok(settings, SETTINGS_SAVED);
  }),

  route('delete', '/homepage/settings/{id}', ({ params }) => {
    removeById(db.homepageSettings, params.id, 'Homepage settings');
    return done('Homepage settings deleted successfully!');
  }),
];
