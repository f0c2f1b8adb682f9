import type { components } from '@shared/contract/schema';
import { HERO_IDS, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/** Home page hero banners: two active, the third kept as an inactive draft. */
export const heroes: S['Hero'][] = [
  {
    _id: HERO_IDS.surgicalGuide,
    title: 'Guided implant surgery, planned to the tenth of a millimetre',
    subtitle:
      'Send us your CBCT and intraoral scans. Our planning team returns a prosthetically driven implant plan and a 3D-printed surgical guide, ready for your surgery date.',
    banner: '/uploads/demo/hero-surgical-guide.svg',
    bannerAlt: 'Illustration of a 3D-printed surgical guide with metal sleeves seated on a lower jaw model',
    ctaText: 'Start a case',
    ctaLink: '#contact-section',
    isActive: true,
    displayOrder: 1,
    backgroundColor: '#f8fbff',
    textColor: '#0f172a',
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: SUPER_ADMIN_ID,
    createdAt: '2026-10-02T08:30:00.000Z',
    lastModifiedAt: '2026-11-04T14:12:00.000Z',
  },
  {
    _id: HERO_IDS.cbctPlanning,
    title: 'Every implant planned around the anatomy that matters',
    subtitle: 'Nerve canals traced, sinus floors mapped and bone width measured on every cross-section before you review and approve the plan online.',
    banner: '/uploads/demo/hero-cbct-implant.svg',
    bannerAlt: 'CBCT cross-section showing a planned 4.0 by 10 mm implant with a 2.1 mm safety margin to the nerve canal',
    ctaText: 'Book an online session',
    ctaLink: '/contact',
    isActive: true,
    displayOrder: 2,
    backgroundColor: '#0b1220',
    textColor: '#ffffff',
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-02T08:45:00.000Z',
    lastModifiedAt: '2026-11-06T10:20:00.000Z',
  },
  {
    _id: HERO_IDS.digitalWorkflow,
    title: 'From scan to printed guide in five working days',
    subtitle: 'One digital workflow for single implants, full arches and grafting cases, with a planner you can call.',
    banner: '/uploads/demo/hero-digital-workflow.svg',
    bannerAlt: 'Three-step digital workflow: intraoral scan, virtual implant plan on a monitor, printed surgical guide',
    ctaText: 'See how we work',
    ctaLink: '#contact-section',
    isActive: false,
    displayOrder: 3,
    backgroundColor: '#ffffff',
    textColor: '#1e293b',
    createdBy: EDITOR_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-15T13:05:00.000Z',
    lastModifiedAt: '2026-10-15T13:05:00.000Z',
  },
];
