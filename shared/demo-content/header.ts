import type { components } from '@shared/contract/schema';
import { DROPDOWN_ITEM_IDS, HEADER_ID, NAV_ITEM_IDS, SERVICE_IDS, SUPER_ADMIN_ID } from './ids';

type S = components['schemas'];

/** Service menu entries: one per service, linking to its details page. */
const serviceMenu: [string, string][] = [
  [SERVICE_IDS.surgicalGuideDesign, 'Surgical Guide Design'],
  [SERVICE_IDS.implantTreatmentPlanning, 'Implant Treatment Planning'],
  [SERVICE_IDS.fullArchGuidedSurgery, 'Full-Arch Guided Surgery'],
  [SERVICE_IDS.scanMerging, 'CBCT & Intraoral Scan Merging'],
  [SERVICE_IDS.boneGraftSinusLift, 'Bone Graft & Sinus Lift Planning'],
  [SERVICE_IDS.prostheticDrivenPlanning, 'Prosthetic-Driven Restorative Planning'],
];

/** The active site header. */
export const headers: S['Header'][] = [
  {
    _id: HEADER_ID,
    companyName: 'NovaGuide',
    logo: { text: 'NovaGuide', alt: 'NovaGuide Implant Planning logo' },
    tagline: 'Digital implant planning and surgical guides',
    navigationItems: [
      {
        _id: NAV_ITEM_IDS.services,
        label: 'Services',
        href: '/services',
        hasDropdown: true,
        showDropdown: true,
        order: 1,
        dropdownItems: serviceMenu.map(([serviceId, label], i) => ({
          _id: DROPDOWN_ITEM_IDS[i],
          label,
          href: `/service-details/${serviceId}`,
        })),
      },
      { _id: NAV_ITEM_IDS.pricing, label: 'Pricing', href: '/pricing', hasDropdown: false, showDropdown: false, order: 2, dropdownItems: [] },
      { _id: NAV_ITEM_IDS.howWeWork, label: 'How We Work', href: '/how-we-work', hasDropdown: false, showDropdown: false, order: 3, dropdownItems: [] },
      { _id: NAV_ITEM_IDS.about, label: 'About', href: '/about', hasDropdown: false, showDropdown: false, order: 4, dropdownItems: [] },
      { _id: NAV_ITEM_IDS.contact, label: 'Contact', href: '/contact', hasDropdown: false, showDropdown: false, order: 5, dropdownItems: [] },
    ],
    contactInfo: { phone: '+1 (415) 555-0142', email: 'planning@novaguide.example' },
    ctaButtons: {
      primary: { text: 'ONLINE SESSION', action: 'scroll', href: '#contact-section' },
      secondary: { text: 'UPLOAD CASE', action: 'scroll', href: '#contact-section' },
    },
    backgroundColor: '#ffffff',
    textColor: '#333333',
    isSticky: true,
    isActive: true,
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: SUPER_ADMIN_ID,
    createdAt: '2026-10-01T08:00:00.000Z',
    lastModifiedAt: '2026-11-02T09:30:00.000Z',
  },
];
