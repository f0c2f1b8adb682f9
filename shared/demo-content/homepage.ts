import type { components } from '@shared/contract/schema';
import { demoLanguages } from './translations';
import { HOMEPAGE_ID, HOMEPAGE_SETTINGS_ID, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/**
 * Site-wide SEO, contact, social, design and feature settings.
 * Analytics ids and custom head/body code are empty: the demo loads no external scripts.
 */
export const homepageSettings: S['HomepageSettings'][] = [
  {
    _id: HOMEPAGE_SETTINGS_ID,
    languages: demoLanguages,
    metaTitle: 'NovaGuide | Implant Planning & 3D-Printed Surgical Guides',
    metaDescription:
      'CBCT-based implant planning, 3D-printed surgical guides and full-arch guided surgery planning for dental teams. Upload a case or book an online session.',
    metaKeywords: [
      'implant planning',
      'surgical guide',
      'guided implant surgery',
      'CBCT implant planning',
      '3D printed surgical guide',
      'full-arch guided surgery',
      'sinus lift planning',
      'prosthetic-driven implant planning',
    ],
    canonicalUrl: 'https://novaguide.example/',
    ogTitle: 'NovaGuide — Digital Implant Planning & Surgical Guides',
    ogDescription: 'Send your CBCT and intraoral scans; get a reviewed implant plan and a 3D-printed surgical guide for your surgery date.',
    ogImage: '/uploads/demo/hero-surgical-guide.svg',
    twitterTitle: 'NovaGuide Implant Planning',
    twitterDescription: 'Prosthetically driven implant plans and printed surgical guides, reviewed with you online before anything is made.',
    twitterImage: '/uploads/demo/hero-cbct-implant.svg',
    siteName: 'NovaGuide Implant Planning',
    siteDescription:
      'NovaGuide is a digital planning service for dental implant teams: CBCT and scan merging, implant treatment planning, surgical guide design and full-arch guided surgery planning, with every plan reviewed with the treating clinician.',
    contactEmail: 'planning@novaguide.example',
    contactPhone: '+1 (415) 555-0142',
    address: '1200 Harbor Point Drive, Suite 310, San Francisco, CA 94107, USA',
    businessHours: 'Mon–Fri 8:00–18:00 PT · Sat 9:00–13:00 PT (online sessions by appointment)',
    socialMedia: {
      facebook: 'https://www.facebook.com/novaguideplanning',
      twitter: 'https://twitter.com/novaguideplan',
      instagram: 'https://www.instagram.com/novaguide.planning',
      linkedin: 'https://www.linkedin.com/company/novaguide-planning',
      youtube: 'https://www.youtube.com/@novaguideplanning',
    },
    googleAnalyticsId: '',
    facebookPixelId: '',
    customHeadCode: '',
    customBodyCode: '',
    customCodePurpose: 'marketing',
    consentBannerVersion: 1,
    consentExpiryMonths: 6,
    theme: 'light',
    primaryColor: '#3b82f6',
    secondaryColor: '#64748b',
    accentColor: '#10b981',
    features: {
      enableBooking: true,
      enableChat: false,
      enableNewsletter: true,
      enableReviews: true,
      enableBlog: false,
    },
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-01T08:20:00.000Z',
    lastModifiedAt: '2026-11-08T12:00:00.000Z',
  },
];

/** Home page content records: the active one sets section order and visibility. */
export const homepages: S['Homepage'][] = [
  {
    _id: HOMEPAGE_ID,
    name: 'Default home page',
    isActive: true,
    sections: [
      { key: 'hero', isVisible: true, order: 1 },
      { key: 'how-it-works', isVisible: true, order: 2 },
      { key: 'pricing', isVisible: true, order: 3 },
      { key: 'services', isVisible: true, order: 4 },
      { key: 'testimonials', isVisible: true, order: 5 },
      { key: 'contact', isVisible: true, order: 6 },
    ],
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: SUPER_ADMIN_ID,
    createdAt: '2026-10-01T08:25:00.000Z',
    lastModifiedAt: '2026-10-01T08:25:00.000Z',
  },
];
