// The blog's demo articles: case reports and guides for dentists who send us scans, with media-library images
// (frontend/public/uploads/demo/) and tags. The seed writes them through the article store; the mocks start from them.
import type { components } from '@shared/contract/schema';
import { articleAuthorOf, articleReadingMinutes, articleTags } from '@shared/contract/articles';
import { demoAdmins } from './admins';
import { ARTICLE_IDS, EDITOR_ADMIN_ID, SUPER_ADMIN_ID } from './ids';

type S = components['schemas'];
type Block = S['RichTextBlock'];
type Inline = S['RichTextInline'];

const authorOf = (id: string) => articleAuthorOf(demoAdmins.find((a) => a.admin._id === id)!.admin);
/** The demo articles' authors, as the blog shows them (their public names). */
const AUTHORS = { [SUPER_ADMIN_ID]: authorOf(SUPER_ADMIN_ID), [EDITOR_ADMIN_ID]: authorOf(EDITOR_ADMIN_ID) } as const;

// The body's building blocks, which the German bodies (articles-de.ts) are written with too.
export const text = (t: string, ...marks: S['RichTextMark'][]): Inline => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
export const bold = (t: string) => text(t, { type: 'bold' });
export const italic = (t: string) => text(t, { type: 'italic' });
export const link = (t: string, href: string) => text(t, { type: 'link', attrs: { href } });
export const p = (...content: (Inline | string)[]): Block => ({ type: 'paragraph', content: content.map((c) => (typeof c === 'string' ? text(c) : c)) });
export const h = (level: 2 | 3 | 4, t: string): Block => ({ type: 'heading', attrs: { level }, content: [text(t)] });
export const ul = (...items: string[]): Block => ({
  type: 'bulletList',
  content: items.map((i) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(i)] }] })),
});
export const ol = (...items: string[]): Block => ({
  type: 'orderedList',
  content: items.map((i) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(i)] }] })),
});
export const quote = (t: string): Block => ({ type: 'blockquote', content: [{ type: 'paragraph', content: [text(t)] }] });
export const figure = (file: string, alt: string, caption?: string): Block => ({
  type: 'figure',
  attrs: { src: `/uploads/demo/${file}`, alt, ...(caption ? { caption } : {}) },
});

interface Draft {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  cover: [file: string, alt: string];
  tags: string[];
  authorId: keyof typeof AUTHORS;
  publishedAt: string;
  body: Block[];
  seo?: S['ArticleSeo'];
  isActive?: boolean;
}

const article = (d: Draft): S['Article'] => {
  const body: S['RichTextDocument'] = { type: 'doc', content: d.body };
  return {
    _id: d._id,
    title: d.title,
    slug: d.slug,
    excerpt: d.excerpt,
    body,
    coverImage: { url: `/uploads/demo/${d.cover[0]}`, alt: d.cover[1] },
    tags: articleTags(d.tags),
    authorId: d.authorId,
    author: AUTHORS[d.authorId],
    publishedAt: d.publishedAt,
    readingMinutes: articleReadingMinutes(body),
    ...(d.seo ? { seo: d.seo } : {}),
    isActive: d.isActive ?? true,
    createdBy: d.authorId,
    lastModifiedBy: d.authorId,
    createdAt: d.publishedAt,
    lastModifiedAt: d.publishedAt,
  };
};

export const articles: S['Article'][] = [
  article({
    _id: ARTICLE_IDS.fullArchCase,
    title: 'Six implants, one guide: a full-arch case step by step',
    slug: 'six-implants-one-guide-full-arch-case',
    excerpt:
      'An edentulous maxilla, a CBCT with a radiographic guide, and one bone-supported guide for six implants. The plan, the guide and what we would change.',
    cover: ['full-arch-plan.svg', 'Six implants planned in an edentulous upper jaw, seen from below'],
    tags: ['Case report', 'Full arch', 'Guided surgery'],
    authorId: SUPER_ADMIN_ID,
    publishedAt: '2026-11-20T08:00:00.000Z',
    seo: {
      metaTitle: 'Full-arch guided surgery: six implants, one guide',
      metaDescription: 'A full-arch case report: CBCT with a radiographic guide, a bone-supported surgical guide and six implants placed flapless.',
    },
    body: [
      p(
        'The patient, 64, came with a failing upper denture and asked for a fixed bridge. The referring dentist sent a CBCT taken with the patient wearing a radiographic guide, and an intraoral scan of the denture.',
      ),
      h(2, 'Planning from the teeth, not the bone'),
      p(
        'We set up the final teeth first, then placed six implants under them: two in the canine sites, two in the first premolar sites and two tilted distally to stay clear of the ',
        bold('maxillary sinus'),
        '.',
      ),
      figure(
        'full-arch-plan.svg',
        'Panoramic view of the plan with six implants under a digital wax-up',
        'The plan: six implants under the digital set-up of the final teeth.',
      ),
      h(3, 'What the plan report listed'),
      ul(
        'Implant length, diameter and position for each site',
        'Bone height and width around each implant',
        'Distance to the sinus floor and the nasal floor',
        'The drilling sequence for the guided kit',
      ),
      h(2, 'The guide'),
      p(
        'A bone-supported guide needs a flap; the bone here was thick enough under the mucosa to plan a mucosa-supported guide with three fixation pins instead. The guide was printed in a biocompatible resin and sterilised in the clinic.',
      ),
      figure(
        'surgical-guide-arch.svg',
        'A printed full-arch surgical guide with six metal sleeves',
        'The printed guide with its sleeves and fixation pin holes.',
      ),
      figure('guide-sleeve-detail.svg', 'A metal sleeve in the guide with the drill key seated in it', 'Each sleeve takes the kit’s drill key.'),
      quote('The guide sat first time, and the provisional bridge went in the same afternoon.'),
      h(2, 'What we would change'),
      p(
        'We would ask for the opposing arch scan at the start: it would have saved one round of set-up changes. Read our ',
        link('guide to sending a CBCT', 'https://novaguide.example/blog/how-to-send-a-cbct-we-can-plan-on'),
        ' before your next full-arch case.',
      ),
    ],
  }),
  article({
    _id: ARTICLE_IDS.cbctChecklist,
    title: 'How to send a CBCT that we can plan on',
    slug: 'how-to-send-a-cbct-we-can-plan-on',
    excerpt: 'Field of view, voxel size, a scan without metal in the bite. Five settings that decide whether a plan can start the same day.',
    cover: ['hero-cbct-implant.svg', 'A CBCT cross-section of the lower jaw with a planned implant'],
    tags: ['Guides', 'CBCT'],
    authorId: EDITOR_ADMIN_ID,
    publishedAt: '2026-11-12T09:30:00.000Z',
    body: [
      p('Most delays in implant planning come from the scan, not the plan. These five settings let us start the day your files arrive.'),
      ol(
        'Field of view: the whole arch, with the opposing teeth for a full-arch case.',
        'Voxel size: 0.3 mm or finer; 0.2 mm when the bone is thin.',
        'Bite: cotton rolls between the teeth, never a metal bite block.',
        'Export: the full DICOM series, not screenshots or a single slice.',
        'Intraoral scan: an STL of the arch, taken the same month as the CBCT.',
      ),
      figure(
        'implant-cross-section.svg',
        'A CBCT cross-section showing the bone width at an implant site',
        'A cross-section at 0.2 mm voxels: the buccal plate is easy to read.',
      ),
      h(2, 'Scatter from crowns and fillings'),
      p(
        'Metal restorations cause streaks that hide the bone edge. An intraoral scan lets us ',
        italic('merge'),
        ' the true tooth surfaces over the CBCT, so scatter no longer decides where an implant goes.',
      ),
      p('Questions about your scanner settings? Write to ', link('planning@novaguide.example', 'mailto:planning@novaguide.example'), '.'),
    ],
  }),
  article({
    _id: ARTICLE_IDS.sleeveTolerance,
    title: 'Sleeves, keys and tolerance: why guides fit the way they do',
    slug: 'sleeves-keys-and-tolerance',
    excerpt: 'A guided drill has to move in its sleeve, and every tenth of a millimetre of play shows at the apex. How we choose sleeves for your kit.',
    cover: ['guide-sleeve-detail.svg', 'Close-up of a metal sleeve set in a surgical guide'],
    tags: ['Guides', 'Guided surgery'],
    authorId: SUPER_ADMIN_ID,
    publishedAt: '2026-10-29T10:00:00.000Z',
    body: [
      p(
        'A drill that fits its sleeve too tightly binds and heats the bone; one that fits loosely tilts. The tolerance between them decides how close the implant ends up to the plan.',
      ),
      h(2, 'What we need from you'),
      ul(
        'The guided surgery kit you use, with its sleeve system',
        'Whether you drill through a key or straight through the sleeve',
        'Your longest drill, so the guide leaves room for it',
      ),
      figure(
        'guide-sleeve-detail.svg',
        'A sleeve and drill key drawn in section with their tolerances marked',
        'Sleeve, key and drill: each gap adds to the angle the drill can take.',
      ),
      p('With those, we set the sleeve height and offset so the drill stops at the planned depth.'),
    ],
  }),
  article({
    _id: ARTICLE_IDS.sinusLiftCase,
    title: 'A lateral sinus lift planned around the implant',
    slug: 'lateral-sinus-lift-planned-around-the-implant',
    excerpt: 'Four millimetres of bone under the sinus and a first molar to replace. How the plan set the window, the graft volume and the implant together.',
    cover: ['sinus-lift.svg', 'Diagram of a lateral window sinus lift with a graft under the membrane'],
    tags: ['Case report', 'Bone grafting'],
    authorId: SUPER_ADMIN_ID,
    publishedAt: '2026-10-15T08:45:00.000Z',
    body: [
      p(
        'The residual bone height under the sinus was 4 mm at the first molar site. The referring surgeon wanted to place the implant in the same session as the lift.',
      ),
      h(2, 'Planning the window'),
      p(
        'We marked the lateral window on the CBCT two millimetres above the sinus floor and clear of the posterior superior alveolar artery, which showed as a notch in the lateral wall.',
      ),
      figure(
        'sinus-lift.svg',
        'The planned lateral window and graft volume under the sinus membrane',
        'The window and the graft volume, planned with the implant in place.',
      ),
      h(2, 'Graft volume'),
      p(
        'The plan gave the graft volume to fill: 1.2 ml around a 10 mm implant. The guide positioned the implant; the window was cut freehand from the plan report.',
      ),
    ],
  }),
  article({
    _id: ARTICLE_IDS.scanMerge,
    title: 'Merging an intraoral scan with a CBCT: what can go wrong',
    slug: 'merging-an-intraoral-scan-with-a-cbct',
    excerpt: 'Scatter, a patient who moved, a scan from the wrong month. How we align the two and when we ask for a new scan.',
    cover: ['scan-merge.svg', 'An intraoral scan aligned over a CBCT volume'],
    tags: ['Guides', 'CBCT', 'Digital workflow'],
    authorId: EDITOR_ADMIN_ID,
    publishedAt: '2026-09-30T13:15:00.000Z',
    body: [
      p(
        'The merge puts the teeth of the intraoral scan onto the teeth of the CBCT. The guide rests on the scanned teeth, so an error in the merge is an error in the guide.',
      ),
      h(2, 'How we check a merge'),
      ol(
        'Three stable landmarks on each side of the arch',
        'A deviation map over every tooth surface',
        'A second specialist looks at every merge above 0.15 mm',
      ),
      h(2, 'When we ask for a new scan'),
      p('A tooth extracted or restored between the two scans, or a CBCT where the patient moved: we would rather ask than guess.'),
    ],
  }),
  article({
    _id: ARTICLE_IDS.printingGuides,
    title: 'Printing guides in the practice: resins, orientation and post-curing',
    slug: 'printing-guides-in-the-practice',
    excerpt: 'Our STL files print on most desktop resin printers. The settings that keep a guide accurate, and the checks before it goes into the mouth.',
    cover: ['guide-printing.svg', 'A surgical guide on the build plate of a resin printer'],
    tags: ['Guides', 'Digital workflow'],
    authorId: EDITOR_ADMIN_ID,
    publishedAt: '2026-09-16T07:30:00.000Z',
    body: [
      p('Every guide we design comes as a print-ready STL. Printing it in the practice saves a courier day, if the printer is set up for it.'),
      h(2, 'Settings that matter'),
      ul(
        'A resin certified for surgical guides',
        'Layer height of 50 µm or finer',
        'Supports on the outer surface only, never on the tissue side',
        'Post-curing to the resin maker’s times',
      ),
      h(2, 'Before surgery'),
      p('Seat the guide on the printed model and check every sleeve with the drill key. A guide that rocks on the model will rock in the mouth.'),
    ],
  }),
];
