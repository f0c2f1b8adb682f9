// The server side of the initial data: each public RTK Query endpoint answered by the same service call its
// API route makes, so the embedded data is exactly what the API would return.
import type { Knex } from 'knex';
import type { PublicEndpoint } from '@shared/contract/initial-data';
import * as files from '../services/files';
import * as footers from '../services/footer';
import * as headers from '../services/header';
import * as heroes from '../services/hero';
import * as homepage from '../services/homepage';
import * as media from '../services/media';
import { policyDocuments } from '../services/policy-documents';
import * as pricing from '../services/pricing';
import * as serviceDetails from '../services/service-details';
import * as services from '../services/service-sections';
import * as testimonials from '../services/testimonials';

export const initialDataLoaders: Record<PublicEndpoint, (db: Knex, arg?: string) => Promise<unknown>> = {
  getActiveHeader: (db) => headers.getActiveHeader(db),
  getActiveLogo: (db) => files.getActiveLogo(db),
  getActiveFooter: (db) => footers.getActiveFooter(db),
  getHomepageSettings: (db) => homepage.getSettings(db),
  getActiveHomepage: (db) => homepage.getActiveHomepage(db),
  listActiveHeroes: (db) => heroes.listActiveHeroes(db),
  getActivePricing: (db) => pricing.getActiveConfig(db),
  getActiveServices: (db) => services.getActiveSection(db),
  getActiveTestimonials: (db) => testimonials.getActiveSection(db),
  getServiceDetailsByService: (db, serviceId) => serviceDetails.getDetailsOfService(db, serviceId ?? ''),
  getPrivacyPolicy: (db) => policyDocuments('privacy').current(db),
  getTermsConditions: (db) => policyDocuments('terms').current(db),
  listResponsiveImages: (db) => media.listResponsiveImages(db),
};
