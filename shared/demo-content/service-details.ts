import type { components } from '@shared/contract/schema';
import { ID_PREFIX, SERVICE_DETAILS_IDS, SERVICE_IDS, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

/** Section id: the common prefix plus a 3-character suffix such as '8a1'. */
const sectionId = (suffix: string): string => ID_PREFIX + suffix;
/** Step id: 20-character prefix plus a 4-character suffix such as '8a11' (never clashes with 3-character ids). */
const stepId = (suffix: string): string => ID_PREFIX.slice(0, 20) + suffix;

const step = (suffix: string, color: S['StepColor'], title: string, description: string): S['DetailStep'] => ({
  _id: stepId(suffix),
  title,
  description,
  color,
});

const image = (file: string, alt: string): S['DetailImage'] => ({
  url: `/uploads/demo/${file}`,
  alt,
  filename: file,
});

const audit = {
  createdBy: SUPER_ADMIN_ID,
  lastModifiedBy: EDITOR_ADMIN_ID,
  createdAt: '2026-10-06T09:00:00.000Z',
  lastModifiedAt: '2026-11-05T17:10:00.000Z',
} as const;

/** One details record per service, in service order. Section 8b2 has no images on purpose. */
export const serviceDetails: S['ServiceDetails'][] = [
  {
    _id: SERVICE_DETAILS_IDS.surgicalGuideDesign,
    serviceId: SERVICE_IDS.surgicalGuideDesign,
    serviceTitle: 'Surgical Guide Design',
    heroSection: {
      title: 'Surgical guides that seat the first time',
      description:
        'We design tooth-, mucosa- and bone-supported guides around your approved implant plan and your guided surgical kit, then deliver a print-ready file or a finished guide with metal sleeves.',
      buttonText: 'Upload a case',
    },
    sections: [
      {
        _id: sectionId('8a1'),
        title: 'The right support for every case',
        description: 'The guide type follows the remaining dentition and the surgical approach, not the other way round.',
        steps: [
          step(
            '8a11',
            'blue',
            'Tooth-supported',
            'For partially edentulous cases: the guide rests on the remaining teeth, with inspection windows to confirm full seating.',
          ),
          step(
            '8a12',
            'pink',
            'Mucosa-supported',
            'For edentulous arches with a flapless approach: the guide copies the soft tissue and is stabilised with fixation pins.',
          ),
          step('8a13', 'purple', 'Bone-supported', 'For flapped full-arch surgery and after bone reduction: the guide sits on the exposed ridge.'),
        ],
        images: [image('surgical-guide-arch.svg', 'Occlusal view of a tooth-supported surgical guide with four sleeves and inspection windows')],
      },
      {
        _id: sectionId('8a2'),
        title: 'Sleeves, drill keys and your surgical kit',
        description: 'We keep a sleeve library for each guided kit, so offsets and drill lengths match what is on your tray.',
        steps: [
          step('8a21', 'green', 'Choose your kit', 'Tell us the implant system and guided kit; we load the matching sleeve and drill data.'),
          step('8a22', 'orange', 'Set the sleeve offset', 'Sleeve height and offset are checked against mouth opening and the drill lengths available.'),
          step('8a23', 'red', 'Drill protocol', 'Every guide ships with a printed drill sequence per site, including depth stops and final implant length.'),
        ],
        images: [image('guide-sleeve-detail.svg', 'Cross-section of a metal sleeve in the guide body directing a pilot drill with a depth stop')],
      },
      {
        _id: sectionId('8a3'),
        title: 'Printing, checks and delivery',
        description: 'Print in-house from our file, or let us print, post-process and ship the guide ready for sterilisation.',
        steps: [
          step('8a31', 'indigo', 'Export', 'A validated STL with sleeve seats sized for your sleeves and printer settings.'),
          step('8a32', 'yellow', 'Print', "Printed in biocompatible guide resin at 50 µm layers and post-cured to the resin maker's protocol."),
          step('8a33', 'blue', 'Quality check', 'Fit is checked on a printed model of the arch; sleeves are bonded and inspected.'),
          step('8a34', 'green', 'Ship', 'Delivered with the drill protocol and a fit-check model, ready for your sterilisation routine.'),
        ],
        images: [image('guide-printing.svg', 'Resin 3D printer producing a surgical guide, 74 percent complete')],
      },
    ],
    isActive: true,
    ...audit,
  },
  {
    _id: SERVICE_DETAILS_IDS.implantTreatmentPlanning,
    serviceId: SERVICE_IDS.implantTreatmentPlanning,
    serviceTitle: 'Implant Treatment Planning',
    heroSection: {
      title: 'Implant plans you can defend, site by site',
      description:
        'Implant size, position and angulation planned on your CBCT, with anatomy traced and margins measured, then reviewed with you online before anything is printed.',
      buttonText: 'Book a planning session',
    },
    sections: [
      {
        _id: sectionId('8b1'),
        title: 'Anatomy first: CBCT assessment',
        description: 'Every site is assessed on cross-sections and a panoramic reconstruction before an implant is placed in the software.',
        steps: [
          step('8b11', 'blue', 'Bone width and height', 'Ridge dimensions measured on each cross-section, with cortical thickness noted.'),
          step('8b12', 'yellow', 'Nerve canal tracing', 'The inferior alveolar nerve and mental foramen are traced on both sides, with a 2 mm safety margin.'),
          step('8b13', 'purple', 'Sinus and neighbouring roots', 'Sinus floor, septa and adjacent roots are mapped so the implant keeps its distance.'),
        ],
        images: [
          image('nerve-safety-panoramic.svg', 'Panoramic reconstruction with both nerve canals traced and 2 mm safety margins to two planned implants'),
          image('implant-cross-section.svg', 'Cross-section of an implant with abutment and crown in cortical and cancellous bone'),
        ],
      },
      {
        _id: sectionId('8b2'),
        title: 'Review and approve online',
        description: 'You stay the decision-maker: the plan is discussed with you and nothing is produced without your written approval.',
        steps: [
          step('8b21', 'green', 'Planning report', 'A PDF with every implant position, size, distances to anatomy and the drill protocol.'),
          step('8b22', 'pink', 'Online session', 'A screen-shared session with your planner to adjust sizes, depth or angulation.'),
          step('8b23', 'orange', 'Approval', 'You approve the final plan in writing; only then is the guide designed.'),
        ],
        images: [],
      },
    ],
    isActive: true,
    ...audit,
  },
  {
    _id: SERVICE_DETAILS_IDS.fullArchGuidedSurgery,
    serviceId: SERVICE_IDS.fullArchGuidedSurgery,
    serviceTitle: 'Full-Arch Guided Surgery',
    heroSection: {
      title: 'Full-arch surgery from one digital setup',
      description:
        'Bone reduction, implant placement and the immediate provisional are planned together, so the teeth you promised the patient fit on the day of surgery.',
      buttonText: 'Plan a full arch',
    },
    sections: [
      {
        _id: sectionId('8c1'),
        title: 'Start from the new arch',
        description: 'We set up the final tooth positions first and place the implants where they support them best.',
        steps: [
          step(
            '8c11',
            'indigo',
            'Digital tooth setup',
            'From a scan of the existing denture or a new wax-up, checked against the lip line and vertical dimension.',
          ),
          step(
            '8c12',
            'blue',
            'Implant distribution',
            'Four to six implants spread along the arch, with distal implants tilted to avoid the foramen or sinus.',
          ),
          step('8c13', 'orange', 'Bone reduction level', 'The reduction level is set to give room for the prosthesis and hide the transition line.'),
        ],
        images: [image('full-arch-plan.svg', 'Four-implant full-arch plan with tilted distal implants under a fixed bridge, avoiding both foramina')],
      },
      {
        _id: sectionId('8c2'),
        title: 'The stackable guide set',
        description: 'One base fixed with pins carries every following guide, so each step lands in the same position.',
        steps: [
          step('8c21', 'purple', 'Base and fixation pins', 'The base guide is fixed with lateral pins placed through a positioning guide.'),
          step('8c22', 'red', 'Bone reduction guide', 'Shows exactly how much bone to remove and where.'),
          step('8c23', 'blue', 'Implant guide', 'Sleeves for every implant, stacked onto the same base.'),
          step('8c24', 'green', 'Prosthetic guide', 'Positions the provisional on the placed implants for pick-up.'),
        ],
        images: [
          image('surgical-guide-arch.svg', 'Occlusal view of a guide with sleeves and inspection windows'),
          image('guide-sleeve-detail.svg', 'Sleeve and drill key detail in the implant guide'),
        ],
      },
      {
        _id: sectionId('8c3'),
        title: 'Immediate provisional',
        description: 'The provisional is designed from the same setup and can be printed before the surgery date.',
        steps: [
          step('8c31', 'pink', 'Provisional design', 'Screw-retained, with access holes matching the planned implant axes.'),
          step('8c32', 'yellow', 'Printing', 'Printed in long-term provisional resin, or delivered as a file for your lab.'),
          step('8c33', 'green', 'Same-day delivery', 'Picked up on multi-unit abutments and delivered the day of surgery.'),
        ],
        images: [image('guide-printing.svg', 'Resin 3D printer used for guides and provisionals')],
      },
    ],
    isActive: true,
    ...audit,
  },
  {
    _id: SERVICE_DETAILS_IDS.scanMerging,
    serviceId: SERVICE_IDS.scanMerging,
    serviceTitle: 'CBCT & Intraoral Scan Merging',
    heroSection: {
      title: 'Bone, teeth and soft tissue in one model',
      description: 'We superimpose your CBCT with intraoral or model scans, clean up scatter and check the fit, so planning starts from data you can trust.',
      buttonText: 'Send your scans',
    },
    sections: [
      {
        _id: sectionId('8d1'),
        title: 'What we merge',
        description: 'We accept the formats your scanners already produce; no conversion needed on your side.',
        steps: [
          step('8d11', 'blue', 'CBCT volume', 'DICOM from any CBCT unit, ideally with a 0.2–0.3 mm voxel and a field of view covering the planned sites.'),
          step('8d12', 'green', 'Surface scans', 'Intraoral or model scans in STL, PLY or OBJ, with the opposing arch and bite.'),
          step('8d13', 'purple', 'Prosthesis scan', 'For edentulous cases, a dual-scan of the denture with radiopaque markers.'),
        ],
        images: [image('scan-merge.svg', 'CBCT arch overlaid with an intraoral surface scan and three matching points')],
      },
      {
        _id: sectionId('8d2'),
        title: 'Accuracy checks',
        description: 'A merge is only useful if it is accurate, so every case gets a deviation check before planning.',
        steps: [
          step('8d21', 'orange', 'Artefact clean-up', 'Scatter from crowns and fillings is reduced so the surface scan can be aligned to real tooth surfaces.'),
          step('8d22', 'yellow', 'Registration', 'Point-based alignment followed by surface best-fit on stable anatomy.'),
          step('8d23', 'red', 'Deviation report', 'A colour map of surface deviation; merges above 0.15 mm are redone or flagged to you.'),
        ],
        images: [image('hero-cbct-implant.svg', 'CBCT cross-section used to verify the merged surface scan and planned implant')],
      },
    ],
    isActive: true,
    ...audit,
  },
  {
    _id: SERVICE_DETAILS_IDS.boneGraftSinusLift,
    serviceId: SERVICE_IDS.boneGraftSinusLift,
    serviceTitle: 'Bone Graft & Sinus Lift Planning',
    heroSection: {
      title: 'Plan the graft around the implant you need',
      description: 'Sinus lifts and ridge augmentations planned together with the final implant positions, with graft volumes estimated before surgery.',
      buttonText: 'Discuss a grafting case',
    },
    sections: [
      {
        _id: sectionId('8e1'),
        title: 'Sinus lift planning',
        description: 'Residual bone height, sinus anatomy and membrane risk decide between a crestal and a lateral-window approach.',
        steps: [
          step('8e11', 'blue', 'Residual height and septa', 'Measured at every planned site, with septa and vessels in the lateral wall marked.'),
          step('8e12', 'purple', 'Approach', 'Crestal elevation for moderate lifts, a lateral window with its outline planned for larger ones.'),
          step('8e13', 'yellow', 'Graft volume', 'An estimate of the graft material needed for the planned implant length.'),
        ],
        images: [image('sinus-lift.svg', 'Lateral sinus lift with elevated membrane, particulate graft and a simultaneous implant')],
      },
      {
        _id: sectionId('8e2'),
        title: 'Ridge augmentation',
        description: 'For narrow or resorbed ridges we plan the augmentation needed to house the implant with bone on both sides.',
        steps: [
          step('8e21', 'orange', 'Deficit analysis', 'Horizontal and vertical deficits measured against the planned implant.'),
          step('8e22', 'green', 'Graft design', 'Particulate, block or shell technique outlined with the target ridge contour.'),
          step('8e23', 'pink', 'Membrane and fixation', 'Membrane extent and fixation points suggested for your chosen technique.'),
        ],
        images: [image('bone-graft-ridge.svg', 'Narrow ridge of 3.5 mm before and 7.5 mm after planned horizontal augmentation')],
      },
      {
        _id: sectionId('8e3'),
        title: 'Staged or simultaneous placement',
        description: 'We show both options with their trade-offs; you decide with your patient.',
        steps: [
          step('8e31', 'indigo', 'Simultaneous', 'When primary stability is expected, implant and graft in one surgery with a guide.'),
          step('8e32', 'red', 'Staged', 'Graft first, then a new CBCT and a fresh guided plan after healing.'),
          step('8e33', 'green', 'Follow-up plan', 'Re-planning after healing is included in the Max plan.'),
        ],
        images: [image('implant-cross-section.svg', 'Implant integrated in bone with abutment and crown after healing')],
      },
    ],
    isActive: true,
    ...audit,
  },
  {
    _id: SERVICE_DETAILS_IDS.prostheticDrivenPlanning,
    serviceId: SERVICE_IDS.prostheticDrivenPlanning,
    serviceTitle: 'Prosthetic-Driven Restorative Planning',
    heroSection: {
      title: 'The restoration decides where the implant goes',
      description:
        'A virtual wax-up comes first; every implant axis is then planned to support it, with screw access, abutment space and emergence profile checked.',
      buttonText: 'Plan with your lab',
    },
    sections: [
      {
        _id: sectionId('8f1'),
        title: 'Start from the final tooth',
        description: 'The planned crown or bridge sits in the software before any implant is placed.',
        steps: [
          step('8f11', 'purple', 'Virtual wax-up', 'Designed from your scans, or imported from your lab.'),
          step('8f12', 'blue', 'Implant axis', 'Aligned so screw access exits through the cingulum or the central fossa.'),
          step('8f13', 'pink', 'Emergence profile', 'Implant depth chosen for a cleansable, natural emergence.'),
          step('8f14', 'yellow', 'Abutment space', 'Inter-occlusal room checked for the abutment and restoration material.'),
        ],
        images: [image('prosthetic-driven-crown.svg', 'Virtual wax-up crown between two teeth with the implant axis passing through the screw access')],
      },
      {
        _id: sectionId('8f2'),
        title: 'Hand-off to your lab',
        description: 'Your lab receives the plan in formats it can use, so the final restoration matches the surgery.',
        steps: [
          step('8f21', 'green', 'Plan export', 'Implant positions exported for the major lab CAD systems.'),
          step('8f22', 'orange', 'Provisional file', 'An optional provisional design ready for printing or milling.'),
          step('8f23', 'indigo', 'Shared review', 'Your technician can join the online review session.'),
        ],
        images: [
          image('implant-cross-section.svg', 'Final restoration on an implant and abutment'),
          image('full-arch-plan.svg', 'Full-arch bridge with screw access holes aligned to the implant axes'),
        ],
      },
    ],
    isActive: true,
    ...audit,
  },
];
