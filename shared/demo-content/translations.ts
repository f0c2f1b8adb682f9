import type { RevisionKind } from '@shared/content-kinds';
import type { SiteLanguage } from '@shared/contract/translations';
import { HERO_IDS, SERVICE_IDS, SERVICE_SECTION_ID, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

/** The demo site's languages: English (the default), German, and Arabic, which only the hero and one service have. */
export const demoLanguages: SiteLanguage[] = [
  { code: 'en', name: 'English', direction: 'ltr' },
  { code: 'de', name: 'Deutsch', direction: 'ltr' },
  { code: 'ar', name: 'العربية', direction: 'rtl' },
];

/** One record's texts in one language, by key (shared/contract/translations.ts names the keys). */
export interface DemoTranslation {
  kind: RevisionKind;
  recordId: string;
  lang: string;
  texts: Record<string, string>;
  lastModifiedBy: string;
  lastModifiedAt: string;
}

/**
 * The demo's content in German for every kind, and in Arabic for the hero and one service, so that the fallback to
 * English shows on the Arabic pages. A text left out shows in English.
 */
export const contentTranslations: DemoTranslation[] = [
  {
    kind: 'hero',
    recordId: HERO_IDS.surgicalGuide,
    lang: 'de',
    texts: {
      title: 'Geführte Implantatchirurgie, geplant auf den Zehntelmillimeter',
      subtitle:
        'Senden Sie uns Ihre DVT- und Intraoralscans. Unser Planungsteam liefert eine prothetisch orientierte Implantatplanung und eine 3D-gedruckte Bohrschablone, rechtzeitig zu Ihrem OP-Termin.',
      bannerAlt: 'Illustration einer 3D-gedruckten Bohrschablone mit Metallhülsen auf einem Unterkiefermodell',
      ctaText: 'Fall starten',
    },
    lastModifiedBy: EDITOR_ADMIN_ID,
    lastModifiedAt: '2026-11-20T09:15:00.000Z',
  },
  {
    kind: 'hero',
    recordId: HERO_IDS.cbctPlanning,
    lang: 'de',
    texts: {
      title: 'Jedes Implantat geplant um die Anatomie, auf die es ankommt',
      subtitle:
        'Nervkanäle nachgezeichnet, Kieferhöhlenböden vermessen und die Knochenbreite auf jedem Querschnitt bestimmt, bevor Sie die Planung online prüfen und freigeben.',
      bannerAlt: 'DVT-Querschnitt mit einem geplanten Implantat von 4,0 × 10 mm und 2,1 mm Sicherheitsabstand zum Nervkanal',
      ctaText: 'Online-Termin buchen',
    },
    lastModifiedBy: EDITOR_ADMIN_ID,
    lastModifiedAt: '2026-11-20T09:20:00.000Z',
  },
  {
    kind: 'hero',
    recordId: HERO_IDS.surgicalGuide,
    lang: 'ar',
    texts: {
      title: 'جراحة زراعة موجّهة، مخطط لها بدقة عُشر المليمتر',
      subtitle:
        'أرسلوا إلينا صور الأشعة المقطعية والمسح داخل الفم. يعيد فريق التخطيط لدينا خطة زراعة مبنية على التعويض النهائي ودليلًا جراحيًا مطبوعًا ثلاثي الأبعاد، جاهزًا لموعد الجراحة.',
      bannerAlt: 'رسم توضيحي لدليل جراحي مطبوع ثلاثي الأبعاد بأكمام معدنية على نموذج الفك السفلي',
      ctaText: 'ابدأ حالة',
    },
    lastModifiedBy: SUPER_ADMIN_ID,
    lastModifiedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    kind: 'services',
    recordId: SERVICE_SECTION_ID,
    lang: 'ar',
    texts: {
      [`services.${SERVICE_IDS.surgicalGuideDesign}.title`]: 'تصميم الدليل الجراحي',
      [`services.${SERVICE_IDS.surgicalGuideDesign}.description`]:
        'أدلة جراحية مدعومة بالأسنان أو الغشاء المخاطي أو العظم، مصممة من بيانات الأشعة المقطعية والمسح الرقمي، مع أكمام مناسبة لنظام الزرع الذي تستخدمونه.',
      [`services.${SERVICE_IDS.surgicalGuideDesign}.button.text`]: 'اعرف المزيد',
    },
    lastModifiedBy: SUPER_ADMIN_ID,
    lastModifiedAt: '2026-11-21T10:05:00.000Z',
  },
];
