import { EMAIL_PATTERN } from '@/lib/validation/email';
import type { CtaSlot, HeaderDraft } from './header-draft';

export type HeaderTab = 'logo' | 'navigation' | 'cta' | 'contact' | 'styling';

/** Field ids: an error is keyed by the id of the field it belongs to, so the screen can show and focus it. */
export const FIELD_IDS = {
  companyName: 'header-company-name',
  navLabel: (key: string) => `nav-${key}-label`,
  navHref: (key: string) => `nav-${key}-href`,
  dropdownLabel: (key: string) => `dd-${key}-label`,
  dropdownHref: (key: string) => `dd-${key}-href`,
  ctaHref: (slot: CtaSlot) => `cta-${slot}-href`,
  email: 'header-contact-email',
  backgroundColor: 'header-background-color',
  textColor: 'header-text-color',
} as const;

/** The same shapes openapi.yaml accepts (NavigationHref, CtaHref): http(s)://host..., /path, or #section-id. */
const URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/[^\s]*)$/;
const SECTION_ID_PATTERN = /^#[A-Za-z][\w-]*$/;
const HEX_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const isNavUrl = (href: string) => URL_PATTERN.test(href.trim());
export const isCtaHref = (href: string) => isNavUrl(href) || SECTION_ID_PATTERN.test(href.trim());

/** From docs/product/validation.md; the absolute example is this site's own address. */
export const navUrlMessage = (origin = window.location.origin) => `Please enter a valid URL (e.g., /about, ${origin}/about)`;
export const ctaUrlMessage = (origin = window.location.origin) => `Please enter a valid URL (e.g., /contact, ${origin}/contact) or section ID (e.g., #about)`;
export const COMPANY_REQUIRED = 'Company name is required';
export const LABEL_REQUIRED = 'Label is required';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const COLOR_INVALID = 'Please enter a hex color such as #ffffff.';

export type HeaderErrors = Record<string, string>;

/** Every problem in tab order (Logo & Company, Navigation, CTA Buttons, Contact Info, Styling), keyed by field id. */
export function validateHeader(d: HeaderDraft): HeaderErrors {
  const errors: HeaderErrors = {};
  if (!d.companyName.trim()) errors[FIELD_IDS.companyName] = COMPANY_REQUIRED;
  for (const item of d.navigationItems) {
    if (!item.label.trim()) errors[FIELD_IDS.navLabel(item.key)] = LABEL_REQUIRED;
    if (!isNavUrl(item.href)) errors[FIELD_IDS.navHref(item.key)] = navUrlMessage();
    for (const dd of item.dropdownItems) {
      if (!dd.label.trim()) errors[FIELD_IDS.dropdownLabel(dd.key)] = LABEL_REQUIRED;
      if (!isNavUrl(dd.href)) errors[FIELD_IDS.dropdownHref(dd.key)] = navUrlMessage();
    }
  }
  for (const slot of ['primary', 'secondary'] as const) {
    const cta = d.ctaButtons[slot];
    if (cta.action !== 'button' && !isCtaHref(cta.href)) errors[FIELD_IDS.ctaHref(slot)] = ctaUrlMessage();
  }
  const email = d.contactInfo.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors[FIELD_IDS.email] = EMAIL_INVALID;
  if (!HEX_PATTERN.test(d.backgroundColor)) errors[FIELD_IDS.backgroundColor] = COLOR_INVALID;
  if (!HEX_PATTERN.test(d.textColor)) errors[FIELD_IDS.textColor] = COLOR_INVALID;
  return errors;
}

/** The tab that holds a field. */
export function tabOfField(id: string): HeaderTab {
  if (id.startsWith('nav-') || id.startsWith('dd-')) return 'navigation';
  if (id.startsWith('cta-')) return 'cta';
  if (id === FIELD_IDS.email) return 'contact';
  if (id === FIELD_IDS.backgroundColor || id === FIELD_IDS.textColor) return 'styling';
  return 'logo';
}
