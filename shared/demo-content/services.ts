import type { components } from '@shared/contract/schema';
import { SERVICE_IDS, SERVICE_SECTION_ID, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/** The home page services section: six services in display order. */
export const serviceSections: S['ServiceSection'][] = [
  {
    _id: SERVICE_SECTION_ID,
    title: 'Our Services',
    description:
      'Digital implant planning and guide design for general dentists, surgeons and restorative teams — from a single posterior implant to full-arch rehabilitation.',
    isActive: true,
    services: [
      {
        _id: SERVICE_IDS.surgicalGuideDesign,
        title: 'Surgical Guide Design',
        description:
          'Tooth-, mucosa- or bone-supported guides designed around your planned implant positions and your surgical kit. Delivered as a print-ready STL or as a finished 3D-printed guide with metal sleeves.',
        button: { text: 'Learn More' },
        order: 1,
      },
      {
        _id: SERVICE_IDS.implantTreatmentPlanning,
        title: 'Implant Treatment Planning',
        description:
          'Implant size, position and angulation planned on your CBCT with nerve canals traced and safety margins measured. You review and adjust the plan with us in an online session before anything is printed.',
        button: { text: 'Learn More', url: '/contact' },
        order: 2,
      },
      {
        _id: SERVICE_IDS.fullArchGuidedSurgery,
        title: 'Full-Arch Guided Surgery',
        description:
          'Stackable guide sets for edentulous and terminal dentitions: bone reduction, implant placement and immediate provisional fixation, planned from one digital setup.',
        button: { text: 'Learn More' },
        order: 3,
      },
      {
        _id: SERVICE_IDS.scanMerging,
        title: 'CBCT & Intraoral Scan Merging',
        description:
          'Accurate superimposition of DICOM volumes with STL or PLY surface scans, with scatter artefacts cleaned up, so soft tissue, teeth and bone are seen together.',
        button: { text: 'Learn More' },
        order: 4,
      },
      {
        _id: SERVICE_IDS.boneGraftSinusLift,
        title: 'Bone Graft & Sinus Lift Planning',
        description:
          'Ridge width and sinus floor assessment, graft volume estimates and lateral-window or crestal sinus lift planning, with staged or simultaneous implant placement.',
        button: { text: 'Learn More' },
        order: 5,
      },
      {
        _id: SERVICE_IDS.prostheticDrivenPlanning,
        title: 'Prosthetic-Driven Restorative Planning',
        description:
          'A virtual wax-up comes first, so every implant axis supports the final restoration: screw access where you want it, room for the abutment and a cleansable emergence profile.',
        button: { text: 'Learn More' },
        order: 6,
      },
    ],
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-02T09:00:00.000Z',
    lastModifiedAt: '2026-11-03T16:40:00.000Z',
  },
];
