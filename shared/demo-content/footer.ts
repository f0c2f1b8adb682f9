import type { components } from '@shared/contract/schema';
import { FOOTER_ID, FOOTER_SECTION_IDS, SERVICE_IDS, SOCIAL_LINK_IDS, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/** The active site footer. */
export const footers: S['Footer'][] = [
  {
    _id: FOOTER_ID,
    companyName: 'NovaGuide Implant Planning',
    logo: '/uploads/demo/novaguide-logo.svg',
    description:
      'CBCT-based implant planning, 3D-printed surgical guides and full-arch guided surgery planning for dental teams. Every plan is reviewed with the treating clinician before a guide is made.',
    backgroundColor: '#1f2937',
    textColor: '#d1d5db',
    contactInfo: {
      address: { street: '1200 Harbor Point Drive, Suite 310', city: 'San Francisco, CA 94107' },
      phone: '+1 (415) 555-0142',
      email: 'planning@novaguide.example',
    },
    socialMedia: [
      { _id: SOCIAL_LINK_IDS.facebook, platform: 'facebook', url: 'https://www.facebook.com/novaguideplanning', isActive: true, order: 1 },
      { _id: SOCIAL_LINK_IDS.instagram, platform: 'instagram', url: 'https://www.instagram.com/novaguide.planning', isActive: true, order: 2 },
      { _id: SOCIAL_LINK_IDS.twitter, platform: 'twitter', url: 'https://twitter.com/novaguideplan', isActive: true, order: 3 },
      { _id: SOCIAL_LINK_IDS.linkedin, platform: 'linkedin', url: 'https://www.linkedin.com/company/novaguide-planning', isActive: true, order: 4 },
    ],
    newsletter: {
      isActive: true,
      title: 'Planning notes, once a month',
      description: 'Case studies, guided-surgery tips and new kit libraries. No spam; unsubscribe at any time.',
      placeholder: 'Your email address',
    },
    sections: [
      {
        _id: FOOTER_SECTION_IDS.services,
        title: 'Services',
        order: 1,
        isActive: true,
        links: [
          {
            _id: '665000000000000000000521',
            title: 'Surgical Guide Design',
            url: `/service-details/${SERVICE_IDS.surgicalGuideDesign}`,
            category: 'services',
            order: 1,
            isActive: true,
          },
          {
            _id: '665000000000000000000522',
            title: 'Implant Treatment Planning',
            url: `/service-details/${SERVICE_IDS.implantTreatmentPlanning}`,
            category: 'services',
            order: 2,
            isActive: true,
          },
          {
            _id: '665000000000000000000523',
            title: 'Full-Arch Guided Surgery',
            url: `/service-details/${SERVICE_IDS.fullArchGuidedSurgery}`,
            category: 'services',
            order: 3,
            isActive: true,
          },
          {
            _id: '665000000000000000000524',
            title: 'Bone Graft & Sinus Lift Planning',
            url: `/service-details/${SERVICE_IDS.boneGraftSinusLift}`,
            category: 'services',
            order: 4,
            isActive: true,
          },
        ],
      },
      {
        _id: FOOTER_SECTION_IDS.company,
        title: 'Company',
        order: 2,
        isActive: true,
        links: [
          { _id: '665000000000000000000525', title: 'How We Work', url: '/how-we-work', category: 'company', order: 1, isActive: true },
          { _id: '665000000000000000000526', title: 'Pricing', url: '/pricing', category: 'company', order: 2, isActive: true },
          { _id: '665000000000000000000527', title: 'About Us', url: '/about', category: 'company', order: 3, isActive: true },
          { _id: '665000000000000000000528', title: 'Contact', url: '/contact', category: 'company', order: 4, isActive: true },
        ],
      },
    ],
    copyright: { text: '© 2026 NovaGuide Implant Planning. All rights reserved.', year: 2026 },
    legalLinks: [
      // Privacy Policy and Terms & Conditions are always linked by the footer itself.
      { _id: '665000000000000000000541', text: 'Cookie Policy', url: '/privacy-policy', isActive: true },
      { _id: '665000000000000000000542', text: 'Data Processing Addendum', url: '/terms-conditions', isActive: false },
    ],
    isActive: true,
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-01T08:10:00.000Z',
    lastModifiedAt: '2026-11-02T09:45:00.000Z',
  },
];
