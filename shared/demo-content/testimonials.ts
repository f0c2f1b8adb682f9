import type { components } from '@shared/contract/schema';
import { TESTIMONIALS_SECTION_ID, TESTIMONIAL_IDS, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/**
 * Client testimonials. Five are active; the last one is inactive (hidden on the site).
 * One testimonial has an empty image so the initials avatar is shown.
 */
export const testimonialSections: S['TestimonialsSection'][] = [
  {
    _id: TESTIMONIALS_SECTION_ID,
    title: 'What Our Clients Say',
    subtitle: 'Surgeons, periodontists and restorative dentists who plan their implant cases with NovaGuide',
    description:
      'We plan cases for single-chair practices and multi-site clinic groups alike. Here is what some of them tell us after their first guided cases.',
    isActive: true,
    displaySettings: {
      showRatings: true,
      showImages: true,
      maxTestimonials: 6,
      layout: 'grid',
    },
    testimonials: [
      {
        _id: TESTIMONIAL_IDS[0],
        name: 'Dr. Marcus Hale',
        role: 'Oral and Maxillofacial Surgeon, Hale Surgical Dentistry',
        image: '/uploads/demo/clinician-avatar-1.svg',
        rating: 5,
        content:
          'The nerve tracing and cross-section report are exactly what I want to see before a posterior mandible case. The guides seat passively and the sleeve offsets always match my kit.',
        isActive: true,
        order: 1,
      },
      {
        _id: TESTIMONIAL_IDS[1],
        name: 'Dr. Amara Osei',
        role: 'Periodontist, Riverside Periodontics & Implants',
        image: '/uploads/demo/clinician-avatar-2.svg',
        rating: 5,
        content:
          'Our sinus lift and ridge augmentation cases got far more predictable once graft volumes were planned together with the final implant positions. The online review sessions are worth it on their own.',
        isActive: true,
        order: 2,
      },
      {
        _id: TESTIMONIAL_IDS[2],
        name: 'Dr. Henrik Sørensen',
        role: 'Prosthodontist and Clinical Director, Nordlys Dental Clinic',
        image: '/uploads/demo/clinician-avatar-3.svg',
        rating: 5,
        content:
          'They start from the wax-up, not from the bone, which is how it should be. Screw access comes out through the cingulum on anterior cases and our lab finally receives plans it can work with.',
        isActive: true,
        order: 3,
      },
      {
        _id: TESTIMONIAL_IDS[3],
        name: 'Dr. Priya Natarajan',
        role: 'General Dentist, Elmwood Family Dental',
        image: '',
        rating: 4,
        content:
          'I place around six implants a month and the Pro plan fits perfectly. Uploading a case takes ten minutes and the planner explains every decision. Turnaround was a day longer once during a holiday week.',
        isActive: true,
        order: 4,
      },
      {
        _id: TESTIMONIAL_IDS[4],
        name: 'Dr. Daniel Mensah',
        role: 'Implant Surgeon, Coastline Implant Centre',
        image: '/uploads/demo/clinician-avatar-4.svg',
        rating: 5,
        content:
          'Our first full-arch case with a stackable guide set went from bone reduction to a screwed provisional in one morning. The fixation pins landed exactly where the plan said.',
        isActive: true,
        order: 5,
      },
      {
        _id: TESTIMONIAL_IDS[5],
        name: 'Dr. Sofia Reyes',
        role: 'Associate Dentist, Harbour View Dental Group',
        image: '/uploads/demo/clinician-avatar-5.svg',
        rating: 4,
        content: 'Clear plans and friendly planners. I would like even more kit libraries, but they added ours within a week of asking.',
        isActive: false,
        order: 6,
      },
    ],
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-04T09:15:00.000Z',
    lastModifiedAt: '2026-11-07T15:05:00.000Z',
  },
];
