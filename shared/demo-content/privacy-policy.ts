import type { components } from '@shared/contract/schema';
import { ID_PREFIX, PRIVACY_POLICY_ID, SUPER_ADMIN_ID } from './ids';

type S = components['schemas'];

const id = (suffix: string): string => ID_PREFIX + suffix;
const bullet = (suffix: string, text: string): S['BulletPoint'] => ({ _id: id(suffix), text });

/**
 * The privacy policy. Section ids 911..919, section bullets 931.., subsections 951..,
 * subsection bullets 961.. (all unique across the dataset).
 */
export const privacyPolicies: S['PrivacyPolicy'][] = [
  {
    _id: PRIVACY_POLICY_ID,
    title: 'Privacy Policy',
    subtitle: 'How NovaGuide Implant Planning collects, uses and protects information about dental professionals and the patient case data they send us.',
    contactInfo: {
      companyName: 'NovaGuide Implant Planning',
      email: 'privacy@novaguide.example',
      phone: '+1 (415) 555-0142',
      address: '1200 Harbor Point Drive, Suite 310, San Francisco, CA 94107, USA',
    },
    sections: [
      {
        _id: id('911'),
        title: 'Introduction',
        content:
          'NovaGuide Implant Planning ("NovaGuide", "we", "us") provides digital implant planning, surgical guide design and related services to dentists, dental specialists, clinics and dental laboratories. This policy explains what information we handle when you use our website, book a session or send us a case, why we handle it and the choices you have. It is written with the EU and UK General Data Protection Regulation (GDPR) and the US Health Insurance Portability and Accountability Act (HIPAA) in mind, but it does not replace the agreements we sign with clinics.',
        order: 1,
        sectionType: 'introduction',
        bulletPoints: [
          bullet('931', 'Our services are meant for dental professionals, not for patients directly.'),
          bullet('932', 'Patient case data is processed only to plan and deliver the case you ordered.'),
          bullet('933', 'We never sell personal information or use patient data for advertising.'),
        ],
        subsections: [],
      },
      {
        _id: id('912'),
        title: 'Information We Collect',
        content: 'We collect only what we need to run the website, communicate with you and plan your cases.',
        order: 2,
        bulletPoints: [],
        subsections: [
          {
            _id: id('951'),
            title: 'Practice and contact information',
            content: 'Provided by you when you book a session, contact us, subscribe to our newsletter or become a client.',
            bulletPoints: [
              bullet('961', 'Name, professional title, practice name and address.'),
              bullet('962', 'Email address and telephone number.'),
              bullet('963', 'Preferred appointment dates and times, and the messages you send us.'),
              bullet('964', 'Billing details for invoicing; card payments are handled by our payment provider and we do not store card numbers.'),
            ],
          },
          {
            _id: id('952'),
            title: 'Patient case data',
            content: 'When you submit a case you send us health information about your patient. We ask you to share only what the planning requires.',
            bulletPoints: [
              bullet('965', 'CBCT volumes (DICOM), intraoral or model scans (STL, PLY, OBJ) and clinical photographs.'),
              bullet('966', 'A case identifier, age range and relevant clinical notes, such as planned surgery date and implant system.'),
              bullet('967', 'We recommend pseudonymising case files (for example, replacing the patient name with a case number) before upload.'),
              bullet('968', 'DICOM headers can contain names and dates of birth; we remove them from working copies where the planning does not need them.'),
            ],
          },
          {
            _id: id('953'),
            title: 'Website and technical data',
            content:
              'Our website uses only cookies that are necessary for it to work, such as keeping the admin session signed in. We do not use advertising cookies.',
            bulletPoints: [
              bullet('969', 'Server logs with IP address, browser type and pages requested, kept for security and troubleshooting.'),
              bullet('96a', 'Essential cookies and local storage for sign-in sessions and form protection.'),
              bullet('96b', 'If we ever add analytics, we will update this policy and ask for consent where the law requires it.'),
            ],
          },
        ],
      },
      {
        _id: id('913'),
        title: 'How We Use Information',
        content: 'We use the information described above for the following purposes:',
        order: 3,
        bulletPoints: [
          bullet('934', 'To plan implant cases, design surgical guides and produce the deliverables you ordered.'),
          bullet('935', 'To hold online review sessions and answer your questions about a case.'),
          bullet('936', 'To schedule bookings, send confirmations and reminders, and issue invoices.'),
          bullet('937', 'To send our newsletter when you have subscribed; every issue has an unsubscribe link.'),
          bullet('938', 'To keep our systems secure, detect misuse and meet our legal and regulatory obligations.'),
          bullet('939', 'To improve our planning workflows using aggregated, de-identified statistics (for example, turnaround times).'),
        ],
        subsections: [],
      },
      {
        _id: id('914'),
        title: 'Our Role and Legal Bases',
        content:
          'For patient case data, your clinic decides why and how the data is processed and we act on your instructions. For your own contact and account information, we decide how it is used.',
        order: 4,
        bulletPoints: [
          bullet('93a', 'Performance of a contract: planning and delivering the cases you order.'),
          bullet('93b', 'Legitimate interests: securing our services and answering enquiries.'),
          bullet('93c', 'Consent: the newsletter, which you can withdraw at any time.'),
          bullet('93d', 'Legal obligation: accounting, tax and record-keeping requirements.'),
        ],
        subsections: [
          {
            _id: id('954'),
            title: 'When we act as a processor or business associate',
            content:
              'For patient case data we act as a data processor under the GDPR and, for covered entities in the United States, as a business associate under HIPAA.',
            bulletPoints: [
              bullet('96c', 'We sign a data processing agreement with clients in the EU, UK and other regions that require one.'),
              bullet('96d', 'We enter into a business associate agreement with US covered entities before receiving protected health information.'),
              bullet('96e', 'Requests from patients about their data are forwarded to the treating clinic, which remains responsible for answering them.'),
            ],
          },
          {
            _id: id('955'),
            title: 'When we act as a controller',
            bulletPoints: [
              bullet('96f', 'Website visitors, newsletter subscribers and people who contact us.'),
              bullet('970', 'Contact and billing information of our clients and their staff.'),
            ],
          },
        ],
      },
      {
        _id: id('915'),
        title: 'Sharing and Service Providers',
        content:
          'We share information only with service providers that help us deliver our services, under written agreements that require them to protect it and use it only on our instructions.',
        order: 5,
        bulletPoints: [
          bullet('93e', 'Secure cloud hosting and encrypted file storage for case files.'),
          bullet('93f', 'Email and scheduling services for booking confirmations and the newsletter.'),
          bullet('940', 'Shipping carriers, who receive the delivery address of printed guides but no patient information.'),
          bullet('941', 'Authorities, when the law requires it, after checking that the request is valid.'),
        ],
        subsections: [],
      },
      {
        _id: id('916'),
        title: 'Security and Retention',
        content: 'Case files are health data, and we protect them accordingly.',
        order: 6,
        bulletPoints: [],
        subsections: [
          {
            _id: id('956'),
            title: 'How we protect information',
            bulletPoints: [
              bullet('971', 'Encryption in transit (TLS) and at rest for all stored case files.'),
              bullet('972', 'Case files are stored privately and are never publicly accessible; staff download them through authenticated access only.'),
              bullet('973', 'Access limited to the planners working on a case, with individual accounts and logged access.'),
              bullet('974', 'Regular backups, security updates and staff training on handling patient data.'),
              bullet('975', 'If a breach affects your data, we notify you without undue delay so you can meet your own notification duties.'),
            ],
          },
          {
            _id: id('957'),
            title: 'How long we keep information',
            bulletPoints: [
              bullet(
                '976',
                'Case files and plans: for the duration of our agreement and up to 24 months after case completion, unless you ask us to delete them sooner or a longer period is agreed in writing.',
              ),
              bullet('977', 'Booking and contact messages: up to 24 months after the last contact.'),
              bullet('978', 'Invoices and accounting records: as long as tax law requires.'),
              bullet('979', 'Newsletter subscriptions: until you unsubscribe.'),
            ],
          },
        ],
      },
      {
        _id: id('917'),
        title: 'International Transfers',
        content:
          "Our team and service providers may process information outside your country. When personal data leaves the EU, EEA or UK, we rely on appropriate safeguards such as the European Commission's standard contractual clauses or an adequacy decision.",
        order: 7,
        bulletPoints: [
          bullet('942', 'You can ask us for a copy of the safeguards that apply to your data.'),
          bullet('943', 'Clients can ask for case data to be stored in a specific region; we confirm in writing whether this is possible.'),
        ],
        subsections: [],
      },
      {
        _id: id('918'),
        title: 'Your Rights and Choices',
        content:
          'Depending on where you live, you have rights over your personal information. To use them, contact us using the details below; we answer within one month.',
        order: 8,
        bulletPoints: [
          bullet('944', 'Access: ask for a copy of the information we hold about you.'),
          bullet('945', 'Correction: ask us to correct inaccurate or incomplete information.'),
          bullet('946', 'Deletion: ask us to delete your information when we no longer need it.'),
          bullet('947', 'Restriction and objection: ask us to limit or stop certain uses.'),
          bullet('948', 'Portability: receive the information you gave us in a commonly used format.'),
          bullet('949', 'Withdraw consent at any time, for example by unsubscribing from the newsletter.'),
          bullet('94a', 'Complain to your local data protection authority if you believe we have not handled your data properly.'),
        ],
        subsections: [],
      },
      {
        _id: id('919'),
        title: 'Contact Us',
        content:
          'Questions about this policy, requests about your data or agreements for patient data (DPA or BAA) can be sent to our privacy team. We may update this policy from time to time; the date at the top shows the latest version.',
        order: 9,
        sectionType: 'contact',
        bulletPoints: [],
        subsections: [],
      },
    ],
    lastUpdated: '2026-10-01T09:00:00.000Z',
    createdBy: SUPER_ADMIN_ID,
    lastModifiedBy: SUPER_ADMIN_ID,
    createdAt: '2026-10-01T09:00:00.000Z',
    lastModifiedAt: '2026-10-01T09:00:00.000Z',
  },
];
