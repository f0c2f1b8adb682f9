// Each part of the site's texts in every language, for useMessages (use-messages.ts). A component imports the part
// it needs, so an island's bundle holds its own texts only (a part no module imports is not in the build).
import * as ar from './messages/ar';
import * as de from './messages/de';
import * as en from './messages/en';

export const siteTexts = { en: en.site, de: de.site, ar: ar.site };
export const headerTexts = { en: en.header, de: de.header, ar: ar.header };
export const footerTexts = { en: en.footer, de: de.footer, ar: ar.footer };
export const heroTexts = { en: en.hero, de: de.hero, ar: ar.hero };
export const servicesTexts = { en: en.services, de: de.services, ar: ar.services };
export const pricingTexts = { en: en.pricing, de: de.pricing, ar: ar.pricing };
export const testimonialsTexts = { en: en.testimonials, de: de.testimonials, ar: ar.testimonials };
export const howItWorksTexts = { en: en.howItWorks, de: de.howItWorks, ar: ar.howItWorks };
export const bookingTexts = { en: en.booking, de: de.booking, ar: ar.booking };
export const contactTexts = { en: en.contact, de: de.contact, ar: ar.contact };
export const legalTexts = { en: en.legal, de: de.legal };
export const serviceDetailsTexts = { en: en.serviceDetails, de: de.serviceDetails };
export const chatTexts = { en: en.chat, de: de.chat };
export const newsletterLinkTexts = { en: en.newsletterLink, de: de.newsletterLink };
export const consentTexts = { en: en.consent, de: de.consent, ar: ar.consent };
export const healthConsentTexts = { en: en.healthConsent, de: de.healthConsent, ar: ar.healthConsent };
export const answerTexts = { en: en.answers, de: de.answers, ar: ar.answers };
export const languageSuggestionTexts = { en: en.languageSuggestion, de: de.languageSuggestion, ar: ar.languageSuggestion };
export const caseUploadTexts = { en: en.caseUpload, de: de.caseUpload, ar: ar.caseUpload };
export const blogTexts = { en: en.blog, de: de.blog, ar: ar.blog };
