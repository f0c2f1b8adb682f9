/**
 * Fixed ids of the NovaGuide demo dataset.
 *
 * Every id is a 24-character lowercase hex string (a valid MongoDB ObjectId), built from a common
 * prefix and a 3-character suffix, so the MSW mocks and the backend seed agree on them.
 * Nested item ids (bullet points, steps, links, ...) are written out in the data files and are
 * unique across the whole dataset.
 */

/** '665' followed by 18 zeros: prefix + 3 hex characters = 24 characters. */
export const ID_PREFIX = '665000000000000000000';

// ------------------------------------------------------------------ admins
export const SUPER_ADMIN_ID = '665000000000000000000b01';
export const EDITOR_ADMIN_ID = '665000000000000000000b02';
export const PAUSED_ADMIN_ID = '665000000000000000000b03';

// ------------------------------------------------------------------ heroes
export const HERO_IDS = {
  surgicalGuide: '665000000000000000000101',
  cbctPlanning: '665000000000000000000102',
  digitalWorkflow: '665000000000000000000103',
} as const;

// ---------------------------------------------------------------- services
export const SERVICE_SECTION_ID = '665000000000000000000201';
export const SERVICE_IDS = {
  surgicalGuideDesign: '665000000000000000000211',
  implantTreatmentPlanning: '665000000000000000000212',
  fullArchGuidedSurgery: '665000000000000000000213',
  scanMerging: '665000000000000000000214',
  boneGraftSinusLift: '665000000000000000000215',
  prostheticDrivenPlanning: '665000000000000000000216',
} as const;

// ----------------------------------------------------------------- pricing
export const PRICING_CONFIG_ID = '665000000000000000000301';
export const PLAN_IDS = {
  standard: '665000000000000000000311',
  pro: '665000000000000000000312',
  max: '665000000000000000000313',
  maxEnterprise: '665000000000000000000314',
} as const;
export const FAQ_IDS = ['665000000000000000000321', '665000000000000000000322', '665000000000000000000323'] as const;

// ------------------------------------------------------------------ header
export const HEADER_ID = '665000000000000000000401';
export const NAV_ITEM_IDS = {
  services: '665000000000000000000411',
  pricing: '665000000000000000000412',
  howWeWork: '665000000000000000000413',
  about: '665000000000000000000414',
  contact: '665000000000000000000415',
} as const;
/** One dropdown item per service, in service order. */
export const DROPDOWN_ITEM_IDS = [
  '665000000000000000000421',
  '665000000000000000000422',
  '665000000000000000000423',
  '665000000000000000000424',
  '665000000000000000000425',
  '665000000000000000000426',
] as const;

// ------------------------------------------------------------------ footer
export const FOOTER_ID = '665000000000000000000501';
export const FOOTER_SECTION_IDS = {
  services: '665000000000000000000511',
  company: '665000000000000000000512',
} as const;
export const SOCIAL_LINK_IDS = {
  facebook: '665000000000000000000531',
  instagram: '665000000000000000000532',
  twitter: '665000000000000000000533',
  linkedin: '665000000000000000000534',
} as const;

// ------------------------------------------------------------ testimonials
export const TESTIMONIALS_SECTION_ID = '665000000000000000000601';
export const TESTIMONIAL_IDS = [
  '665000000000000000000611',
  '665000000000000000000612',
  '665000000000000000000613',
  '665000000000000000000614',
  '665000000000000000000615',
  '665000000000000000000616',
] as const;

// ---------------------------------------------------------------- homepage
export const HOMEPAGE_SETTINGS_ID = '665000000000000000000701';
export const HOMEPAGE_ID = '665000000000000000000711';

// --------------------------------------------------------- service details
/** Service-details record id for each service (same keys as SERVICE_IDS). */
export const SERVICE_DETAILS_IDS = {
  surgicalGuideDesign: '665000000000000000000801',
  implantTreatmentPlanning: '665000000000000000000802',
  fullArchGuidedSurgery: '665000000000000000000803',
  scanMerging: '665000000000000000000804',
  boneGraftSinusLift: '665000000000000000000805',
  prostheticDrivenPlanning: '665000000000000000000806',
} as const;

// --------------------------------------------------------- legal documents
export const PRIVACY_POLICY_ID = '665000000000000000000901';
export const TERMS_CONDITIONS_ID = '665000000000000000000a01';

// ------------------------------------------------------------------- inbox
export const BOOKING_IDS = ['665000000000000000000c01', '665000000000000000000c02', '665000000000000000000c03'] as const;
export const CONTACT_MESSAGE_IDS = ['665000000000000000000d01', '665000000000000000000d02'] as const;
export const NEWSLETTER_SUBSCRIBER_IDS = ['665000000000000000000e01', '665000000000000000000e02', '665000000000000000000e03'] as const;

// ---------------------------------------------------------------- releases
export const RELEASE_IDS = { springCampaign: '665000000000000000000a51', springHeroDraft: '665000000000000000000a61' } as const;

// ------------------------------------------------------------------- files
export const LOGO_FILE_ID = '665000000000000000000f01';

// ---------------------------------------------------------------- articles
export const ARTICLE_IDS = {
  fullArchCase: '665000000000000000000c11',
  cbctChecklist: '665000000000000000000c12',
  sleeveTolerance: '665000000000000000000c13',
  sinusLiftCase: '665000000000000000000c14',
  scanMerge: '665000000000000000000c15',
  printingGuides: '665000000000000000000c16',
} as const;

// -------------------------------------------------------------------- chat
export const CHAT_CONVERSATION_IDS = {
  blxQuestion: '665000000000000000000d11',
  stlOnly: '665000000000000000000d12',
  sleeveClosed: '665000000000000000000d13',
} as const;
