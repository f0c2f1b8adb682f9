import type { components } from '@shared/contract/schema';

type S = components['schemas'];

/** What the services section shows: a title, a description and its services. */
export type ServicesContent = Pick<S['ServiceSection'], 'title' | 'description'> & { services: S['ServiceItem'][] };

const contact = { text: 'Ask About This Service', url: '/contact' };

/**
 * Built-in services, shown when the services cannot be loaded or none are configured (docs/product/messages.md: services
 * fall back to built-in content), so the section never looks broken. They all lead to the contact page.
 */
export const DEFAULT_SERVICES: ServicesContent = {
  title: 'Our Services',
  description: 'Comprehensive dental care services tailored to your needs.',
  services: [
    {
      _id: 'default-service-guide-design',
      title: 'Surgical Guide Design',
      description: 'Tooth-, mucosa- or bone-supported surgical guides designed around your planned implants and your surgical kit.',
      button: contact,
      order: 1,
    },
    {
      _id: 'default-service-treatment-planning',
      title: 'Implant Treatment Planning',
      description: 'Implant size, position and angulation planned on your CBCT, with nerve canals traced and safety margins measured.',
      button: contact,
      order: 2,
    },
    {
      _id: 'default-service-full-arch',
      title: 'Full-Arch Guided Surgery',
      description: 'Stackable guide sets for bone reduction, implant placement and immediate provisional fixation.',
      button: contact,
      order: 3,
    },
    {
      _id: 'default-service-scan-merging',
      title: 'CBCT & Intraoral Scan Merging',
      description: 'DICOM volumes and surface scans superimposed, so soft tissue, teeth and bone are seen together.',
      button: contact,
      order: 4,
    },
  ],
};
