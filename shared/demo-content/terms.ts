import type { components } from '@shared/contract/schema';
import { ID_PREFIX, TERMS_CONDITIONS_ID, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

const id = (suffix: string): string => ID_PREFIX + suffix;
const bullet = (suffix: string, text: string): S['BulletPoint'] => ({ _id: id(suffix), text });

/**
 * Terms and conditions. Section ids a11..a19, section bullets a31.., subsections a51..,
 * subsection bullets a61.. The contact box shows on the section whose title contains 'contact'.
 */
export const termsConditions: S['TermsConditions'][] = [
  {
    _id: TERMS_CONDITIONS_ID,
    title: 'Terms and Conditions',
    subtitle: 'The terms that apply when dental professionals use the NovaGuide website and order planning services.',
    acceptanceStatement:
      'By booking a session, submitting a case or ordering a surgical guide, you confirm that you are a licensed dental professional (or act on behalf of one) and that you accept these terms.',
    contactInfo: {
      companyName: 'NovaGuide Implant Planning',
      email: 'legal@novaguide.example',
      phone: '+1 (415) 555-0142',
      address: '1200 Harbor Point Drive, Suite 310, San Francisco, CA 94107, USA',
    },
    sections: [
      {
        _id: id('a11'),
        title: 'About These Terms',
        content:
          'These terms govern the use of our website and the planning, design and production services we provide. Where a client has signed a separate service agreement, that agreement takes precedence where the two differ.',
        order: 1,
        bulletPoints: [],
        subsections: [],
      },
      {
        _id: id('a12'),
        title: 'Our Services',
        content: 'We provide the following services to dental professionals:',
        order: 2,
        bulletPoints: [
          bullet('a31', 'Merging of CBCT data with intraoral or model scans.'),
          bullet('a32', 'Implant treatment planning, including bone graft and sinus lift planning.'),
          bullet('a33', 'Surgical guide design, delivered as a file or as a 3D-printed guide.'),
          bullet('a34', 'Full-arch guided surgery planning and provisional design.'),
          bullet('a35', 'Online review sessions with a planner.'),
        ],
        subsections: [],
      },
      {
        _id: id('a13'),
        title: 'Clinical Responsibility',
        content: 'Our plans and guides are tools that support your clinical decisions; they do not replace them.',
        order: 3,
        bulletPoints: [],
        subsections: [
          {
            _id: id('a51'),
            title: 'The treating clinician',
            content: 'The treating clinician remains solely responsible for diagnosis, treatment decisions and the surgery itself.',
            bulletPoints: [
              bullet('a61', 'You review every plan and approve it in writing before a guide is designed or produced.'),
              bullet('a62', 'You verify the fit of each guide on the patient before drilling and keep to the drill protocol supplied.'),
              bullet('a63', "You obtain the patient's informed consent, including for sharing case data with us."),
            ],
          },
          {
            _id: id('a52'),
            title: 'Accuracy of plans and guides',
            content:
              'The accuracy of a plan depends on the data we receive. We flag data we consider unsuitable, but we cannot guarantee outcomes that depend on scan quality, patient movement or surgical technique.',
            bulletPoints: [
              bullet('a64', 'Guides are made for the scans they were planned on; new restorations or extractions after scanning may prevent a correct fit.'),
              bullet('a65', 'Printed guides must be stored, cleaned and sterilised according to the instructions supplied with them.'),
            ],
          },
        ],
      },
      {
        _id: id('a14'),
        title: 'Submitting Cases',
        content: 'To plan a case we need complete, good-quality data. A case starts when all required files have been received.',
        order: 4,
        bulletPoints: [
          bullet('a36', 'CBCT in DICOM format covering the planned sites, taken within the last 6 months.'),
          bullet('a37', 'Intraoral or model scans in STL, PLY or OBJ, including the opposing arch and bite registration.'),
          bullet('a38', 'The implant system and guided surgical kit you intend to use.'),
          bullet('a39', 'Case files should be pseudonymised where possible, as described in our Privacy Policy.'),
        ],
        subsections: [],
      },
      {
        _id: id('a15'),
        title: 'Fees and Payment',
        content: 'Fees follow the plan you choose on our pricing page or the quote we send you.',
        order: 5,
        bulletPoints: [
          bullet('a3a', 'Per-case fees are invoiced when the final plan is approved.'),
          bullet('a3b', 'Monthly and yearly plans are invoiced in advance; unused cases do not roll over unless agreed in writing.'),
          bullet('a3c', 'Invoices are payable within 30 days. Prices exclude taxes and shipping.'),
          bullet('a3d', 'A case cancelled after plan approval but before production is charged at 50% of the case fee.'),
        ],
        subsections: [],
      },
      {
        _id: id('a16'),
        title: 'Intellectual Property and Data',
        content: 'You keep all rights to the patient data and scans you send us. We keep the rights to our software, libraries and design methods.',
        order: 6,
        bulletPoints: [],
        subsections: [
          {
            _id: id('a53'),
            title: 'Use of deliverables',
            content: 'On payment you receive a licence to use the plans, files and guides we deliver for the treatment of the patient concerned.',
            bulletPoints: [
              bullet('a66', 'Deliverables may be shared with your dental laboratory and treating team.'),
              bullet('a67', 'We may use de-identified cases for training and quality improvement only with your prior written consent.'),
            ],
          },
        ],
      },
      {
        _id: id('a17'),
        title: 'Limitation of Liability',
        content:
          'To the extent permitted by law, our total liability for any case is limited to the fees paid for that case. We are not liable for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law.',
        order: 7,
        bulletPoints: [
          bullet('a3e', 'Report any defect in a printed guide within 14 days of delivery and before use; we will redesign or reprint it free of charge.'),
        ],
        subsections: [],
      },
      {
        _id: id('a18'),
        title: 'Changes and Termination',
        content:
          "We may update these terms; the date at the top shows the current version and material changes are emailed to active clients 30 days in advance. Either party may end a monthly or yearly plan at the end of its billing period with 30 days' written notice.",
        order: 8,
        bulletPoints: [
          bullet('a3f', 'Cases approved before termination are completed and invoiced under the terms in force at approval.'),
          bullet('a40', 'On termination we delete or return case data as set out in our Privacy Policy and data processing agreement.'),
        ],
        subsections: [],
      },
      {
        _id: id('a19'),
        title: 'Contact Information',
        content: 'Questions about these terms can be sent to our team using the details below.',
        order: 9,
        bulletPoints: [],
        subsections: [],
      },
    ],
    lastUpdated: '2026-10-01T09:00:00.000Z',
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: EDITOR_ADMIN_ID,
    createdAt: '2026-10-01T09:05:00.000Z',
    lastModifiedAt: '2026-10-01T09:05:00.000Z',
  },
];
