import type { RevisionKind } from '@shared/content-kinds';
import type { SiteLanguage } from '@shared/contract/translations';
import {
  ARTICLE_IDS,
  EDITOR_ADMIN_ID,
  FOOTER_ID,
  HEADER_ID,
  HERO_IDS,
  HOMEPAGE_SETTINGS_ID,
  PRICING_CONFIG_ID,
  PRIVACY_POLICY_ID,
  SERVICE_DETAILS_IDS,
  SERVICE_IDS,
  SERVICE_SECTION_ID,
  SUPER_ADMIN_ID,
  TERMS_CONDITIONS_ID,
  TESTIMONIALS_SECTION_ID,
} from './ids';
import { germanArticleTexts } from './articles-de';

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
 * German for every other record of every kind, by kind, record and key (`textsOf` in shared/contract/translations.ts
 * names the keys): the services and each service, the pricing with its plans and questions, the testimonials, the
 * header and footer, the settings' texts, each service's details page, both policies and the articles. With the
 * heroes above, German has every text of the demo; a name (the brand, a plan's name) or the US address has its
 * English form as its German text.
 */
const GERMAN: [kind: RevisionKind, recordId: string, texts: Record<string, string>][] = [
  [
    'hero',
    HERO_IDS.digitalWorkflow,
    {
      title: 'Vom Scan zur gedruckten Schablone in fünf Arbeitstagen',
      subtitle: 'Ein digitaler Workflow für Einzelimplantate, ganze Kiefer und Augmentationsfälle, mit einem Planer, den Sie anrufen können.',
      bannerAlt: 'Digitaler Workflow in drei Schritten: Intraoralscan, virtuelle Implantatplanung am Monitor, gedruckte Bohrschablone',
      ctaText: 'So arbeiten wir',
    },
  ],
  [
    'services',
    SERVICE_SECTION_ID,
    {
      title: 'Unsere Leistungen',
      description:
        'Digitale Implantatplanung und Schablonendesign für Allgemeinzahnärzte, Chirurgen und prothetische Teams – vom einzelnen Seitenzahnimplantat bis zur festsitzenden Versorgung des zahnlosen Kiefers.',
      'services.665000000000000000000211.title': 'Design von Bohrschablonen',
      'services.665000000000000000000212.title': 'Implantatplanung',
      'services.665000000000000000000213.title': 'Geführte Chirurgie im zahnlosen Kiefer',
      'services.665000000000000000000214.title': 'Matching von DVT und Intraoralscan',
      'services.665000000000000000000215.title': 'Planung von Augmentation und Sinuslift',
      'services.665000000000000000000216.title': 'Prothetisch orientierte Planung',
      'services.665000000000000000000211.description':
        'Zahn-, schleimhaut- oder knochengetragene Bohrschablonen, konstruiert nach Ihren geplanten Implantatpositionen und Ihrem Chirurgie-Kit. Geliefert als druckfertige STL-Datei oder als fertig gedruckte Schablone mit Metallhülsen.',
      'services.665000000000000000000212.description':
        'Implantatgröße, -position und -achse auf Ihrem DVT geplant, mit nachgezeichnetem Nervkanal und vermessenen Sicherheitsabständen. Sie prüfen und ändern die Planung mit uns in einer Online-Sitzung, bevor etwas gedruckt wird.',
      'services.665000000000000000000213.description':
        'Stapelbare Schablonensets für zahnlose Kiefer und nicht erhaltungswürdige Restbezahnung: Knochenreduktion, Implantatinsertion und provisorische Sofortversorgung, geplant aus einem digitalen Set-up.',
      'services.665000000000000000000214.description':
        'Präzise Überlagerung von DICOM-Datensätzen mit STL- oder PLY-Oberflächenscans, mit bereinigten Streustrahlenartefakten, sodass Weichgewebe, Zähne und Knochen gemeinsam sichtbar sind.',
      'services.665000000000000000000215.description':
        'Beurteilung von Kieferkammbreite und Kieferhöhlenboden, Abschätzung des Augmentatvolumens und Planung eines externen oder internen Sinuslifts, mit zweizeitiger oder simultaner Implantation.',
      'services.665000000000000000000216.description':
        'Zuerst kommt ein virtuelles Wax-up, damit jede Implantatachse die definitive Versorgung trägt: Schraubenkanal dort, wo Sie ihn wollen, Platz für das Abutment und ein gut zu reinigendes Emergenzprofil.',
      'services.665000000000000000000211.button.text': 'Mehr erfahren',
      'services.665000000000000000000212.button.text': 'Mehr erfahren',
      'services.665000000000000000000213.button.text': 'Mehr erfahren',
      'services.665000000000000000000214.button.text': 'Mehr erfahren',
      'services.665000000000000000000215.button.text': 'Mehr erfahren',
      'services.665000000000000000000216.button.text': 'Mehr erfahren',
    },
  ],
  [
    'pricing',
    PRICING_CONFIG_ID,
    {
      title: 'Einfache Preise pro Fall',
      subtitle: 'Zahlen Sie pro geplantem Fall oder wählen Sie ein Monatspaket, wenn geführte Chirurgie zu Ihrem Praxisalltag gehört.',
      description:
        'Jedes Paket umfasst die DVT-Befundung, eine prothetisch orientierte Implantatplanung und eine Online-Besprechung, bevor die Schablone gefertigt wird. Preise zzgl. MwSt. und Versand gedruckter Schablonen.',
      'plans.665000000000000000000311.name': 'Standard',
      'plans.665000000000000000000312.name': 'Pro',
      'plans.665000000000000000000313.name': 'Max',
      'plans.665000000000000000000314.name': 'Max Enterprise',
      'plans.665000000000000000000311.description':
        'Einzelimplantate und kurze Schaltlücken mit druckfertiger Schablonendatei für Ihren praxiseigenen Drucker.',
      'plans.665000000000000000000312.description':
        'Für Praxen, die jede Woche implantieren: Planungen mehrerer Implantate, gedruckte Schablonen und eine Live-Besprechung mit Ihrem Planer.',
      'plans.665000000000000000000313.description':
        'Zahnlose Kiefer und Augmentationen: stapelbare Schablonensets für Knochenreduktion, Insertion und provisorische Sofortversorgung sowie Planung von Sinuslift und Kieferkammaugmentation.',
      'plans.665000000000000000000314.description': 'Eigene Planungskapazität für Klinikgruppen und Fortbildungszentren, mit einem festen leitenden Planer.',
      'plans.665000000000000000000311.customBillingText': 'Abrechnung pro Fall',
      'plans.665000000000000000000313.customBillingText': 'Abrechnung pro Kiefer',
      'plans.665000000000000000000311.buttonText': 'Jetzt starten',
      'plans.665000000000000000000312.buttonText': 'Pro wählen',
      'plans.665000000000000000000313.buttonText': 'Ganzen Kiefer planen',
      'plans.665000000000000000000314.buttonText': 'Sprechen Sie uns an',
      'plans.665000000000000000000311.features.0': 'Bis zu 2 Implantatpositionen',
      'plans.665000000000000000000311.features.1': 'Matching von DVT und Intraoralscan',
      'plans.665000000000000000000311.features.2': 'Nervkanaldarstellung und Sicherheitsbericht',
      'plans.665000000000000000000311.features.3': 'Druckfertige Schablonen-STL',
      'plans.665000000000000000000311.features.4': 'Bearbeitung in 5 Arbeitstagen',
      'plans.665000000000000000000312.features.0': 'Bis zu 6 Implantatpositionen',
      'plans.665000000000000000000312.features.1': 'Gedruckte Schablone mit Metallhülsen',
      'plans.665000000000000000000312.features.2': '30-minütige Online-Besprechung',
      'plans.665000000000000000000312.features.3': 'Bohrprotokoll für Ihr Chirurgie-Kit',
      'plans.665000000000000000000312.features.4': 'Bearbeitung in 4 Arbeitstagen',
      'plans.665000000000000000000312.features.5': 'Monatspaket mit 4 Fällen',
      'plans.665000000000000000000313.features.0': 'Unbegrenzte Implantatpositionen pro Kiefer',
      'plans.665000000000000000000313.features.1': 'Stapelbares Schablonenset, gedruckt und sterilisierbar',
      'plans.665000000000000000000313.features.2': 'Schablonen für Knochenreduktion und Fixierungspins',
      'plans.665000000000000000000313.features.3': 'Planung von Sinuslift und Augmentatvolumen',
      'plans.665000000000000000000313.features.4': 'Zwei Besprechungstermine',
      'plans.665000000000000000000313.features.5': 'Bevorzugte Bearbeitung in 3 Arbeitstagen',
      'plans.665000000000000000000314.features.0': 'Bis zu 20 Fälle pro Monat über alle Pakete',
      'plans.665000000000000000000314.features.1': 'Fester leitender Planer und Antworten am selben Tag',
      'plans.665000000000000000000314.features.2': 'Eigene Hülsen- und Kit-Bibliothek',
      'plans.665000000000000000000314.features.3': 'Teameinweisung und Schulung zur Fallübermittlung',
      'plans.665000000000000000000314.features.4': 'Quartalsweise Auswertung der Ergebnisse',
      'plans.665000000000000000000311.limitations.0': 'Gedruckte Schablone nicht enthalten',
      'plans.665000000000000000000311.limitations.1': 'Eine Planungsänderung',
      'plans.665000000000000000000312.limitations.0': 'Fälle im zahnlosen Kiefer werden separat berechnet',
      'plans.665000000000000000000314.limitations.0': 'Vertragslaufzeit 12 Monate',
      'plans.665000000000000000000311.highlights.0': 'Ideal für einzelne Seitenzahnimplantate',
      'plans.665000000000000000000312.highlights.0': 'Die häufigste Wahl allgemeinzahnärztlicher Praxen',
      'plans.665000000000000000000313.highlights.0': 'Inklusive Datei für das Sofortbelastungs-Provisorium',
      'plans.665000000000000000000314.highlights.0': 'Für Gruppen mit 3 oder mehr chirurgischen Standorten',
      'plans.665000000000000000000312.badge.text': 'Am beliebtesten',
      'faqs.665000000000000000000321.question': 'Welche Dateien brauchen Sie, um einen Fall zu starten?',
      'faqs.665000000000000000000322.question': 'Kann ich die Planung ändern, bevor die Schablone gefertigt wird?',
      'faqs.665000000000000000000323.question': 'Welche Implantatsysteme und Chirurgie-Kits unterstützen Sie?',
      'faqs.665000000000000000000321.answer':
        'Ein DVT im DICOM-Format (Field of View über die geplanten Regionen und die Referenzstrukturen des Gegenkiefers) und einen Intraoral- oder Modellscan als STL oder PLY. Bei zahnlosen Kiefern benötigen wir zusätzlich einen Scan der vorhandenen oder geplanten Prothese.',
      'faqs.665000000000000000000322.answer':
        'Ja. Sie besprechen jede Planung online mit uns und können Implantatgröße, -position und -achse anpassen. Gedruckt wird erst, wenn Sie die endgültige Planung schriftlich freigeben.',
      'faqs.665000000000000000000323.answer':
        'Wir arbeiten mit den Guided-Surgery-Kits der großen Implantathersteller und führen für jedes eine Hülsenbibliothek. Nennen Sie uns Ihr System beim Hochladen des Falls; fehlt es uns noch, ergänzen wir es kostenlos.',
    },
  ],
  [
    'testimonials',
    TESTIMONIALS_SECTION_ID,
    {
      title: 'Das sagen unsere Kunden',
      subtitle: 'Chirurgen, Parodontologen und prothetisch tätige Zahnärzte, die ihre Implantatfälle mit NovaGuide planen',
      description:
        'Wir planen Fälle für Einbehandlerpraxen ebenso wie für Klinikgruppen mit mehreren Standorten. Das erzählen uns einige von ihnen nach ihren ersten geführten Eingriffen.',
      'testimonials.665000000000000000000611.role': 'Fachzahnarzt für Oralchirurgie, Hale Surgical Dentistry',
      'testimonials.665000000000000000000612.role': 'Parodontologin, Riverside Periodontics & Implants',
      'testimonials.665000000000000000000613.role': 'Prothetiker und ärztlicher Leiter, Nordlys Dental Clinic',
      'testimonials.665000000000000000000614.role': 'Zahnarzt, Elmwood Family Dental',
      'testimonials.665000000000000000000615.role': 'Implantologe, Coastline Implant Centre',
      'testimonials.665000000000000000000616.role': 'Angestellte Zahnärztin, Harbour View Dental Group',
      'testimonials.665000000000000000000611.content':
        'Die Nervkanaldarstellung und der Querschnittsbericht sind genau das, was ich vor einem Fall im Seitenzahnbereich des Unterkiefers sehen will. Die Schablonen sitzen spannungsfrei, und die Hülsenoffsets passen immer zu meinem Kit.',
      'testimonials.665000000000000000000612.content':
        'Unsere Sinuslifts und Kieferkammaugmentationen sind deutlich vorhersagbarer geworden, seit das Augmentatvolumen zusammen mit den endgültigen Implantatpositionen geplant wird. Allein die Online-Besprechungen lohnen sich.',
      'testimonials.665000000000000000000613.content':
        'Sie beginnen beim Wax-up, nicht beim Knochen – so, wie es sein soll. Der Schraubenkanal tritt bei Frontzahnfällen palatinal aus, und unser Labor bekommt endlich Planungen, mit denen es arbeiten kann.',
      'testimonials.665000000000000000000614.content':
        'Ich setze etwa sechs Implantate im Monat, und das Pro-Paket passt perfekt. Einen Fall hochzuladen dauert zehn Minuten, und der Planer erklärt jede Entscheidung. In einer Feiertagswoche dauerte es einmal einen Tag länger.',
      'testimonials.665000000000000000000615.content':
        'Unser erster zahnloser Kiefer mit stapelbarem Schablonenset ging an einem Vormittag von der Knochenreduktion bis zum verschraubten Provisorium. Die Fixierungspins saßen genau dort, wo die Planung es vorsah.',
      'testimonials.665000000000000000000616.content':
        'Klare Planungen und freundliche Planer. Ich wünsche mir noch mehr Kit-Bibliotheken, aber unsere wurde innerhalb einer Woche ergänzt.',
    },
  ],
  [
    'header',
    HEADER_ID,
    {
      'logo.text': 'NovaGuide',
      'logo.alt': 'Logo von NovaGuide Implantatplanung',
      companyName: 'NovaGuide',
      tagline: 'Digitale Implantatplanung und Bohrschablonen',
      'navigationItems.665000000000000000000411.label': 'Leistungen',
      'navigationItems.665000000000000000000412.label': 'Preise',
      'navigationItems.665000000000000000000413.label': 'So arbeiten wir',
      'navigationItems.665000000000000000000414.label': 'Über uns',
      'navigationItems.665000000000000000000415.label': 'Kontakt',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000421.label': 'Design von Bohrschablonen',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000422.label': 'Implantatplanung',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000423.label': 'Geführte Chirurgie im zahnlosen Kiefer',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000424.label': 'Matching von DVT und Intraoralscan',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000425.label': 'Augmentation und Sinuslift',
      'navigationItems.665000000000000000000411.dropdownItems.665000000000000000000426.label': 'Prothetisch orientierte Planung',
      'ctaButtons.primary.text': 'ONLINE-TERMIN',
      'ctaButtons.secondary.text': 'FALL HOCHLADEN',
    },
  ],
  [
    'footer',
    FOOTER_ID,
    {
      companyName: 'NovaGuide Implantatplanung',
      description:
        'DVT-basierte Implantatplanung, 3D-gedruckte Bohrschablonen und Planung geführter Chirurgie im zahnlosen Kiefer für zahnärztliche Teams. Jede Planung wird mit dem Behandler besprochen, bevor eine Schablone entsteht.',
      'contactInfo.address.street': '1200 Harbor Point Drive, Suite 310',
      'contactInfo.address.city': 'San Francisco, CA 94107',
      'newsletter.title': 'Planungsnotizen, einmal im Monat',
      'newsletter.description': 'Fallberichte, Tipps zur geführten Chirurgie und neue Kit-Bibliotheken. Kein Spam; Abmeldung jederzeit möglich.',
      'newsletter.placeholder': 'Ihre E-Mail-Adresse',
      'sections.665000000000000000000511.title': 'Leistungen',
      'sections.665000000000000000000512.title': 'Unternehmen',
      'sections.665000000000000000000511.links.665000000000000000000521.title': 'Design von Bohrschablonen',
      'sections.665000000000000000000511.links.665000000000000000000522.title': 'Implantatplanung',
      'sections.665000000000000000000511.links.665000000000000000000523.title': 'Geführte Chirurgie im zahnlosen Kiefer',
      'sections.665000000000000000000511.links.665000000000000000000524.title': 'Augmentation und Sinuslift',
      'sections.665000000000000000000512.links.665000000000000000000525.title': 'So arbeiten wir',
      'sections.665000000000000000000512.links.665000000000000000000526.title': 'Preise',
      'sections.665000000000000000000512.links.665000000000000000000527.title': 'Über uns',
      'sections.665000000000000000000512.links.665000000000000000000528.title': 'Kontakt',
      'copyright.text': '© 2026 NovaGuide Implant Planning. Alle Rechte vorbehalten.',
      'legalLinks.665000000000000000000541.text': 'Cookie-Richtlinie',
      'legalLinks.665000000000000000000542.text': 'Auftragsverarbeitungsvertrag',
    },
  ],
  [
    'homepage-settings',
    HOMEPAGE_SETTINGS_ID,
    {
      siteName: 'NovaGuide Implantatplanung',
      siteDescription:
        'NovaGuide ist ein digitaler Planungsservice für Implantatteams: Matching von DVT und Scans, Implantatplanung, Design von Bohrschablonen und Planung geführter Chirurgie im zahnlosen Kiefer – jede Planung mit dem Behandler besprochen.',
      metaTitle: 'NovaGuide | Implantatplanung & 3D-gedruckte Bohrschablonen',
      metaDescription:
        'DVT-basierte Implantatplanung, 3D-gedruckte Bohrschablonen und geführte Chirurgie im zahnlosen Kiefer für Praxisteams. Fall hochladen oder Online-Termin buchen.',
      ogTitle: 'NovaGuide – Digitale Implantatplanung & Bohrschablonen',
      ogDescription:
        'Senden Sie Ihre DVT- und Intraoralscans und erhalten Sie eine besprochene Implantatplanung und eine 3D-gedruckte Bohrschablone zu Ihrem OP-Termin.',
      twitterTitle: 'NovaGuide Implantatplanung',
      twitterDescription: 'Prothetisch orientierte Implantatplanungen und gedruckte Bohrschablonen, online mit Ihnen besprochen, bevor etwas gefertigt wird.',
      address: '1200 Harbor Point Drive, Suite 310, San Francisco, CA 94107, USA',
      businessHours: 'Mo–Fr 8:00–18:00 PT · Sa 9:00–13:00 PT (Online-Termine nach Vereinbarung)',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.surgicalGuideDesign,
    {
      serviceTitle: 'Design von Bohrschablonen',
      'heroSection.title': 'Bohrschablonen, die beim ersten Mal sitzen',
      'heroSection.description':
        'Wir konstruieren zahn-, schleimhaut- und knochengetragene Schablonen nach Ihrer freigegebenen Implantatplanung und Ihrem Guided-Surgery-Kit und liefern eine druckfertige Datei oder eine fertige Schablone mit Metallhülsen.',
      'heroSection.buttonText': 'Fall hochladen',
      'sections.6650000000000000000008a1.title': 'Die richtige Abstützung für jeden Fall',
      'sections.6650000000000000000008a2.title': 'Hülsen, Bohrschlüssel und Ihr Chirurgie-Kit',
      'sections.6650000000000000000008a3.title': 'Druck, Kontrolle und Lieferung',
      'sections.6650000000000000000008a1.description': 'Der Schablonentyp richtet sich nach der Restbezahnung und dem chirurgischen Vorgehen, nicht umgekehrt.',
      'sections.6650000000000000000008a2.description':
        'Für jedes Guided-Kit führen wir eine Hülsenbibliothek, damit Offsets und Bohrerlängen zu dem passen, was auf Ihrem Tray liegt.',
      'sections.6650000000000000000008a3.description':
        'Drucken Sie selbst nach unserer Datei, oder wir drucken, bearbeiten nach und versenden die Schablone sterilisationsbereit.',
      'sections.6650000000000000000008a1.steps.665000000000000000008a11.title': 'Zahngetragen',
      'sections.6650000000000000000008a1.steps.665000000000000000008a12.title': 'Schleimhautgetragen',
      'sections.6650000000000000000008a1.steps.665000000000000000008a13.title': 'Knochengetragen',
      'sections.6650000000000000000008a2.steps.665000000000000000008a21.title': 'Kit auswählen',
      'sections.6650000000000000000008a2.steps.665000000000000000008a22.title': 'Hülsenoffset festlegen',
      'sections.6650000000000000000008a2.steps.665000000000000000008a23.title': 'Bohrprotokoll',
      'sections.6650000000000000000008a3.steps.665000000000000000008a31.title': 'Export',
      'sections.6650000000000000000008a3.steps.665000000000000000008a32.title': 'Druck',
      'sections.6650000000000000000008a3.steps.665000000000000000008a33.title': 'Qualitätskontrolle',
      'sections.6650000000000000000008a3.steps.665000000000000000008a34.title': 'Versand',
      'sections.6650000000000000000008a1.steps.665000000000000000008a11.description':
        'Für teilbezahnte Kiefer: Die Schablone liegt auf den Restzähnen auf, mit Kontrollfenstern für den vollständigen Sitz.',
      'sections.6650000000000000000008a1.steps.665000000000000000008a12.description':
        'Für zahnlose Kiefer beim lappenlosen Vorgehen: Die Schablone bildet die Schleimhaut ab und wird mit Fixierungspins stabilisiert.',
      'sections.6650000000000000000008a1.steps.665000000000000000008a13.description':
        'Für die Chirurgie mit Lappenbildung im zahnlosen Kiefer und nach Knochenreduktion: Die Schablone sitzt auf dem freigelegten Kieferkamm.',
      'sections.6650000000000000000008a2.steps.665000000000000000008a21.description':
        'Nennen Sie uns Implantatsystem und Guided-Kit; wir laden die passenden Hülsen- und Bohrerdaten.',
      'sections.6650000000000000000008a2.steps.665000000000000000008a22.description':
        'Hülsenhöhe und Offset werden gegen die Mundöffnung und die verfügbaren Bohrerlängen geprüft.',
      'sections.6650000000000000000008a2.steps.665000000000000000008a23.description':
        'Jede Schablone wird mit einer gedruckten Bohrsequenz pro Position geliefert, inklusive Tiefenstopps und endgültiger Implantatlänge.',
      'sections.6650000000000000000008a3.steps.665000000000000000008a31.description':
        'Eine validierte STL-Datei mit Hülsensitzen, abgestimmt auf Ihre Hülsen und Druckereinstellungen.',
      'sections.6650000000000000000008a3.steps.665000000000000000008a32.description':
        'Gedruckt in biokompatiblem Schablonenharz mit 50-µm-Schichten und nach Herstellerprotokoll nachgehärtet.',
      'sections.6650000000000000000008a3.steps.665000000000000000008a33.description':
        'Die Passung wird auf einem gedruckten Kiefermodell geprüft; die Hülsen werden eingeklebt und kontrolliert.',
      'sections.6650000000000000000008a3.steps.665000000000000000008a34.description':
        'Geliefert mit Bohrprotokoll und Kontrollmodell, bereit für Ihre Sterilisation.',
      'sections.6650000000000000000008a1.images.0.alt': 'Okklusalansicht einer zahngetragenen Bohrschablone mit vier Hülsen und Kontrollfenstern',
      'sections.6650000000000000000008a2.images.0.alt': 'Querschnitt einer Metallhülse im Schablonenkörper, die einen Pilotbohrer mit Tiefenstopp führt',
      'sections.6650000000000000000008a3.images.0.alt': 'Harz-3D-Drucker beim Druck einer Bohrschablone, zu 74 Prozent fertig',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.implantTreatmentPlanning,
    {
      serviceTitle: 'Implantatplanung',
      'heroSection.title': 'Implantatplanungen, die Sie Position für Position begründen können',
      'heroSection.description':
        'Implantatgröße, -position und -achse auf Ihrem DVT geplant, mit dargestellter Anatomie und vermessenen Abständen, und online mit Ihnen besprochen, bevor etwas gedruckt wird.',
      'heroSection.buttonText': 'Planungstermin buchen',
      'sections.6650000000000000000008b1.title': 'Anatomie zuerst: DVT-Befundung',
      'sections.6650000000000000000008b2.title': 'Online besprechen und freigeben',
      'sections.6650000000000000000008b1.description':
        'Jede Region wird an Querschnitten und einer Panoramarekonstruktion beurteilt, bevor ein Implantat in der Software gesetzt wird.',
      'sections.6650000000000000000008b2.description':
        'Sie entscheiden: Die Planung wird mit Ihnen besprochen, und ohne Ihre schriftliche Freigabe wird nichts gefertigt.',
      'sections.6650000000000000000008b1.steps.665000000000000000008b11.title': 'Knochenbreite und -höhe',
      'sections.6650000000000000000008b1.steps.665000000000000000008b12.title': 'Nervkanaldarstellung',
      'sections.6650000000000000000008b1.steps.665000000000000000008b13.title': 'Kieferhöhle und Nachbarwurzeln',
      'sections.6650000000000000000008b2.steps.665000000000000000008b21.title': 'Planungsbericht',
      'sections.6650000000000000000008b2.steps.665000000000000000008b22.title': 'Online-Sitzung',
      'sections.6650000000000000000008b2.steps.665000000000000000008b23.title': 'Freigabe',
      'sections.6650000000000000000008b1.steps.665000000000000000008b11.description':
        'Kieferkammmaße an jedem Querschnitt vermessen, mit Angabe der Kortikalisstärke.',
      'sections.6650000000000000000008b1.steps.665000000000000000008b12.description':
        'Nervus alveolaris inferior und Foramen mentale werden beidseits nachgezeichnet, mit 2 mm Sicherheitsabstand.',
      'sections.6650000000000000000008b1.steps.665000000000000000008b13.description':
        'Kieferhöhlenboden, Septen und Nachbarwurzeln werden erfasst, damit das Implantat Abstand hält.',
      'sections.6650000000000000000008b2.steps.665000000000000000008b21.description':
        'Ein PDF mit jeder Implantatposition, Größe, den Abständen zu anatomischen Strukturen und dem Bohrprotokoll.',
      'sections.6650000000000000000008b2.steps.665000000000000000008b22.description':
        'Eine Sitzung mit Bildschirmfreigabe, in der Sie mit Ihrem Planer Größen, Tiefe oder Achse anpassen.',
      'sections.6650000000000000000008b2.steps.665000000000000000008b23.description':
        'Sie geben die endgültige Planung schriftlich frei; erst dann wird die Schablone konstruiert.',
      'sections.6650000000000000000008b1.images.0.alt':
        'Panoramarekonstruktion mit beidseits nachgezeichneten Nervkanälen und 2 mm Sicherheitsabstand zu zwei geplanten Implantaten',
      'sections.6650000000000000000008b1.images.1.alt': 'Querschnitt eines Implantats mit Abutment und Krone in kortikalem und spongiösem Knochen',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.fullArchGuidedSurgery,
    {
      serviceTitle: 'Geführte Chirurgie im zahnlosen Kiefer',
      'heroSection.title': 'Der ganze Kiefer aus einem digitalen Set-up',
      'heroSection.description':
        'Knochenreduktion, Implantatinsertion und Sofortprovisorium werden gemeinsam geplant, damit die Zähne, die Sie dem Patienten versprochen haben, am OP-Tag passen.',
      'heroSection.buttonText': 'Ganzen Kiefer planen',
      'sections.6650000000000000000008c1.title': 'Vom neuen Zahnbogen aus planen',
      'sections.6650000000000000000008c2.title': 'Das stapelbare Schablonenset',
      'sections.6650000000000000000008c3.title': 'Sofortprovisorium',
      'sections.6650000000000000000008c1.description':
        'Wir stellen zuerst die endgültigen Zahnpositionen auf und setzen die Implantate dort, wo sie diese am besten tragen.',
      'sections.6650000000000000000008c2.description':
        'Eine mit Pins fixierte Basis trägt jede folgende Schablone, sodass jeder Schritt an derselben Position sitzt.',
      'sections.6650000000000000000008c3.description': 'Das Provisorium wird aus demselben Set-up konstruiert und kann vor dem OP-Termin gedruckt werden.',
      'sections.6650000000000000000008c1.steps.665000000000000000008c11.title': 'Digitale Zahnaufstellung',
      'sections.6650000000000000000008c1.steps.665000000000000000008c12.title': 'Implantatverteilung',
      'sections.6650000000000000000008c1.steps.665000000000000000008c13.title': 'Reduktionsniveau des Knochens',
      'sections.6650000000000000000008c2.steps.665000000000000000008c21.title': 'Basis und Fixierungspins',
      'sections.6650000000000000000008c2.steps.665000000000000000008c22.title': 'Knochenreduktionsschablone',
      'sections.6650000000000000000008c2.steps.665000000000000000008c23.title': 'Implantatschablone',
      'sections.6650000000000000000008c2.steps.665000000000000000008c24.title': 'Prothetische Schablone',
      'sections.6650000000000000000008c3.steps.665000000000000000008c31.title': 'Design des Provisoriums',
      'sections.6650000000000000000008c3.steps.665000000000000000008c32.title': 'Druck',
      'sections.6650000000000000000008c3.steps.665000000000000000008c33.title': 'Lieferung am OP-Tag',
      'sections.6650000000000000000008c1.steps.665000000000000000008c11.description':
        'Aus einem Scan der vorhandenen Prothese oder einem neuen Wax-up, geprüft an Lachlinie und vertikaler Dimension.',
      'sections.6650000000000000000008c1.steps.665000000000000000008c12.description':
        'Vier bis sechs Implantate entlang des Kiefers, distale Implantate anguliert, um Foramen oder Kieferhöhle zu umgehen.',
      'sections.6650000000000000000008c1.steps.665000000000000000008c13.description':
        'Das Reduktionsniveau schafft Platz für die Prothetik und verdeckt die Übergangslinie.',
      'sections.6650000000000000000008c2.steps.665000000000000000008c21.description':
        'Die Basisschablone wird mit lateralen Pins fixiert, die über eine Positionierungsschablone gesetzt werden.',
      'sections.6650000000000000000008c2.steps.665000000000000000008c22.description': 'Zeigt genau, wie viel Knochen wo abgetragen wird.',
      'sections.6650000000000000000008c2.steps.665000000000000000008c23.description': 'Hülsen für jedes Implantat, aufgesteckt auf dieselbe Basis.',
      'sections.6650000000000000000008c2.steps.665000000000000000008c24.description':
        'Positioniert das Provisorium zur Verklebung auf den gesetzten Implantaten.',
      'sections.6650000000000000000008c3.steps.665000000000000000008c31.description':
        'Verschraubt, mit Zugangsöffnungen entlang der geplanten Implantatachsen.',
      'sections.6650000000000000000008c3.steps.665000000000000000008c32.description':
        'Gedruckt in Langzeitprovisorien-Harz oder als Datei für Ihr Labor geliefert.',
      'sections.6650000000000000000008c3.steps.665000000000000000008c33.description': 'Auf Multi-Unit-Abutments verklebt und am OP-Tag eingegliedert.',
      'sections.6650000000000000000008c1.images.0.alt':
        'Planung mit vier Implantaten im zahnlosen Kiefer, distal anguliert unter einer festsitzenden Brücke, beide Foramina umgehend',
      'sections.6650000000000000000008c2.images.0.alt': 'Okklusalansicht einer Schablone mit Hülsen und Kontrollfenstern',
      'sections.6650000000000000000008c2.images.1.alt': 'Detail von Hülse und Bohrschlüssel in der Implantatschablone',
      'sections.6650000000000000000008c3.images.0.alt': 'Harz-3D-Drucker für Schablonen und Provisorien',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.scanMerging,
    {
      serviceTitle: 'Matching von DVT und Intraoralscan',
      'heroSection.title': 'Knochen, Zähne und Weichgewebe in einem Modell',
      'heroSection.description':
        'Wir überlagern Ihr DVT mit Intraoral- oder Modellscans, bereinigen Streustrahlung und prüfen die Passung, damit die Planung auf Daten beginnt, denen Sie vertrauen können.',
      'heroSection.buttonText': 'Scans senden',
      'sections.6650000000000000000008d1.title': 'Was wir zusammenführen',
      'sections.6650000000000000000008d2.title': 'Genauigkeitsprüfung',
      'sections.6650000000000000000008d1.description': 'Wir übernehmen die Formate, die Ihre Scanner bereits liefern; Sie müssen nichts umwandeln.',
      'sections.6650000000000000000008d2.description':
        'Ein Matching nützt nur, wenn es genau ist, deshalb erhält jeder Fall vor der Planung eine Abweichungsanalyse.',
      'sections.6650000000000000000008d1.steps.665000000000000000008d11.title': 'DVT-Datensatz',
      'sections.6650000000000000000008d1.steps.665000000000000000008d12.title': 'Oberflächenscans',
      'sections.6650000000000000000008d1.steps.665000000000000000008d13.title': 'Prothesenscan',
      'sections.6650000000000000000008d2.steps.665000000000000000008d21.title': 'Artefaktbereinigung',
      'sections.6650000000000000000008d2.steps.665000000000000000008d22.title': 'Registrierung',
      'sections.6650000000000000000008d2.steps.665000000000000000008d23.title': 'Abweichungsbericht',
      'sections.6650000000000000000008d1.steps.665000000000000000008d11.description':
        'DICOM von jedem DVT-Gerät, idealerweise mit 0,2–0,3 mm Voxelgröße und einem Field of View über die geplanten Regionen.',
      'sections.6650000000000000000008d1.steps.665000000000000000008d12.description':
        'Intraoral- oder Modellscans als STL, PLY oder OBJ, mit Gegenkiefer und Bissregistrierung.',
      'sections.6650000000000000000008d1.steps.665000000000000000008d13.description':
        'Bei zahnlosen Kiefern ein Dual-Scan der Prothese mit röntgenopaken Markern.',
      'sections.6650000000000000000008d2.steps.665000000000000000008d21.description':
        'Streustrahlung von Kronen und Füllungen wird reduziert, damit der Oberflächenscan an echten Zahnflächen ausgerichtet werden kann.',
      'sections.6650000000000000000008d2.steps.665000000000000000008d22.description':
        'Punktbasierte Ausrichtung, gefolgt von einem Oberflächen-Best-Fit an stabiler Anatomie.',
      'sections.6650000000000000000008d2.steps.665000000000000000008d23.description':
        'Eine Farbkarte der Oberflächenabweichung; Matchings über 0,15 mm werden wiederholt oder Ihnen gemeldet.',
      'sections.6650000000000000000008d1.images.0.alt': 'DVT-Zahnbogen, überlagert mit einem Intraoralscan und drei Referenzpunkten',
      'sections.6650000000000000000008d2.images.0.alt': 'DVT-Querschnitt zur Kontrolle des überlagerten Oberflächenscans und des geplanten Implantats',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.boneGraftSinusLift,
    {
      serviceTitle: 'Planung von Augmentation und Sinuslift',
      'heroSection.title': 'Die Augmentation um das Implantat planen, das Sie brauchen',
      'heroSection.description':
        'Sinuslift und Kieferkammaugmentation, gemeinsam mit den endgültigen Implantatpositionen geplant, mit abgeschätztem Augmentatvolumen vor dem Eingriff.',
      'heroSection.buttonText': 'Augmentationsfall besprechen',
      'sections.6650000000000000000008e1.title': 'Planung des Sinuslifts',
      'sections.6650000000000000000008e2.title': 'Kieferkammaugmentation',
      'sections.6650000000000000000008e3.title': 'Zweizeitige oder simultane Implantation',
      'sections.6650000000000000000008e1.description':
        'Restknochenhöhe, Kieferhöhlenanatomie und Perforationsrisiko der Membran entscheiden zwischen internem und externem Sinuslift.',
      'sections.6650000000000000000008e2.description':
        'Bei schmalen oder atrophierten Kieferkämmen planen wir die Augmentation, die das Implantat beidseits mit Knochen umgibt.',
      'sections.6650000000000000000008e3.description': 'Wir zeigen beide Wege mit ihren Vor- und Nachteilen; Sie entscheiden mit Ihrem Patienten.',
      'sections.6650000000000000000008e1.steps.665000000000000000008e11.title': 'Resthöhe und Septen',
      'sections.6650000000000000000008e1.steps.665000000000000000008e12.title': 'Zugang',
      'sections.6650000000000000000008e1.steps.665000000000000000008e13.title': 'Augmentatvolumen',
      'sections.6650000000000000000008e2.steps.665000000000000000008e21.title': 'Defektanalyse',
      'sections.6650000000000000000008e2.steps.665000000000000000008e22.title': 'Augmentationsdesign',
      'sections.6650000000000000000008e2.steps.665000000000000000008e23.title': 'Membran und Fixierung',
      'sections.6650000000000000000008e3.steps.665000000000000000008e31.title': 'Simultan',
      'sections.6650000000000000000008e3.steps.665000000000000000008e32.title': 'Zweizeitig',
      'sections.6650000000000000000008e3.steps.665000000000000000008e33.title': 'Plan für die Nachkontrolle',
      'sections.6650000000000000000008e1.steps.665000000000000000008e11.description':
        'An jeder geplanten Position gemessen, mit Markierung von Septen und Gefäßen in der lateralen Kieferhöhlenwand.',
      'sections.6650000000000000000008e1.steps.665000000000000000008e12.description':
        'Interner Sinuslift bei moderater Anhebung, bei größerer ein lateraler Zugang mit geplantem Knochenfenster.',
      'sections.6650000000000000000008e1.steps.665000000000000000008e13.description':
        'Eine Abschätzung des benötigten Augmentationsmaterials für die geplante Implantatlänge.',
      'sections.6650000000000000000008e2.steps.665000000000000000008e21.description': 'Horizontale und vertikale Defizite, gemessen am geplanten Implantat.',
      'sections.6650000000000000000008e2.steps.665000000000000000008e22.description':
        'Partikuläre, Block- oder Schalentechnik mit der angestrebten Kieferkammkontur skizziert.',
      'sections.6650000000000000000008e2.steps.665000000000000000008e23.description':
        'Membranausdehnung und Fixierungspunkte für Ihre gewählte Technik vorgeschlagen.',
      'sections.6650000000000000000008e3.steps.665000000000000000008e31.description':
        'Bei erwarteter Primärstabilität Implantat und Augmentation in einem geführten Eingriff.',
      'sections.6650000000000000000008e3.steps.665000000000000000008e32.description':
        'Erst die Augmentation, nach der Einheilung ein neues DVT und eine neue geführte Planung.',
      'sections.6650000000000000000008e3.steps.665000000000000000008e33.description': 'Die Neuplanung nach der Einheilung ist im Max-Paket enthalten.',
      'sections.6650000000000000000008e1.images.0.alt': 'Externer Sinuslift mit angehobener Membran, partikulärem Augmentat und simultanem Implantat',
      'sections.6650000000000000000008e2.images.0.alt': 'Schmaler Kieferkamm von 3,5 mm vor und 7,5 mm nach geplanter horizontaler Augmentation',
      'sections.6650000000000000000008e3.images.0.alt': 'Eingeheiltes Implantat im Knochen mit Abutment und Krone',
    },
  ],
  [
    'service-details',
    SERVICE_DETAILS_IDS.prostheticDrivenPlanning,
    {
      serviceTitle: 'Prothetisch orientierte Planung',
      'heroSection.title': 'Die Versorgung bestimmt, wohin das Implantat kommt',
      'heroSection.description':
        'Zuerst kommt ein virtuelles Wax-up; dann wird jede Implantatachse so geplant, dass sie es trägt, mit geprüftem Schraubenkanal, Abutmentplatz und Emergenzprofil.',
      'heroSection.buttonText': 'Mit Ihrem Labor planen',
      'sections.6650000000000000000008f1.title': 'Vom endgültigen Zahn aus planen',
      'sections.6650000000000000000008f2.title': 'Übergabe an Ihr Labor',
      'sections.6650000000000000000008f1.description': 'Die geplante Krone oder Brücke steht in der Software, bevor ein Implantat gesetzt wird.',
      'sections.6650000000000000000008f2.description':
        'Ihr Labor erhält die Planung in Formaten, die es verwenden kann, damit die definitive Versorgung zur Chirurgie passt.',
      'sections.6650000000000000000008f1.steps.665000000000000000008f11.title': 'Virtuelles Wax-up',
      'sections.6650000000000000000008f1.steps.665000000000000000008f12.title': 'Implantatachse',
      'sections.6650000000000000000008f1.steps.665000000000000000008f13.title': 'Emergenzprofil',
      'sections.6650000000000000000008f1.steps.665000000000000000008f14.title': 'Abutmentplatz',
      'sections.6650000000000000000008f2.steps.665000000000000000008f21.title': 'Export der Planung',
      'sections.6650000000000000000008f2.steps.665000000000000000008f22.title': 'Datei für das Provisorium',
      'sections.6650000000000000000008f2.steps.665000000000000000008f23.title': 'Gemeinsame Besprechung',
      'sections.6650000000000000000008f1.steps.665000000000000000008f11.description': 'Aus Ihren Scans konstruiert oder aus Ihrem Labor übernommen.',
      'sections.6650000000000000000008f1.steps.665000000000000000008f12.description':
        'So ausgerichtet, dass der Schraubenkanal palatinal bzw. lingual oder in der Zentralfissur austritt.',
      'sections.6650000000000000000008f1.steps.665000000000000000008f13.description':
        'Implantattiefe für ein natürliches, gut zu reinigendes Emergenzprofil gewählt.',
      'sections.6650000000000000000008f1.steps.665000000000000000008f14.description': 'Interokklusaler Platz für Abutment und Restaurationsmaterial geprüft.',
      'sections.6650000000000000000008f2.steps.665000000000000000008f21.description': 'Implantatpositionen für die gängigen Labor-CAD-Systeme exportiert.',
      'sections.6650000000000000000008f2.steps.665000000000000000008f22.description': 'Auf Wunsch ein Provisoriumsdesign, bereit zum Drucken oder Fräsen.',
      'sections.6650000000000000000008f2.steps.665000000000000000008f23.description': 'Ihr Zahntechniker kann an der Online-Besprechung teilnehmen.',
      'sections.6650000000000000000008f1.images.0.alt': 'Virtuelle Wax-up-Krone zwischen zwei Zähnen, die Implantatachse verläuft durch den Schraubenkanal',
      'sections.6650000000000000000008f2.images.0.alt': 'Definitive Versorgung auf Implantat und Abutment',
      'sections.6650000000000000000008f2.images.1.alt': 'Brücke im zahnlosen Kiefer mit Schraubenkanälen entlang der Implantatachsen',
    },
  ],
  [
    'privacy-policy',
    PRIVACY_POLICY_ID,
    {
      title: 'Datenschutzerklärung',
      subtitle:
        'Wie NovaGuide Implantatplanung Informationen über Zahnärztinnen und Zahnärzte sowie die uns übermittelten Patientenfalldaten erhebt, verwendet und schützt.',
      'sections.665000000000000000000911.title': 'Einleitung',
      'sections.665000000000000000000912.title': 'Welche Informationen wir erheben',
      'sections.665000000000000000000913.title': 'Wie wir Informationen verwenden',
      'sections.665000000000000000000914.title': 'Unsere Rolle und Rechtsgrundlagen',
      'sections.665000000000000000000915.title': 'Weitergabe und Dienstleister',
      'sections.665000000000000000000916.title': 'Sicherheit und Speicherdauer',
      'sections.665000000000000000000917.title': 'Übermittlung in Drittländer',
      'sections.665000000000000000000918.title': 'Ihre Rechte und Wahlmöglichkeiten',
      'sections.665000000000000000000919.title': 'Kontakt',
      'sections.665000000000000000000911.content':
        'NovaGuide Implant Planning („NovaGuide“, „wir“, „uns“) erbringt digitale Implantatplanung, das Design von Bohrschablonen und verwandte Leistungen für Zahnärztinnen und Zahnärzte, Fachzahnärzte, Kliniken und Dentallabore. Diese Erklärung beschreibt, welche Informationen wir verarbeiten, wenn Sie unsere Website nutzen, einen Termin buchen oder uns einen Fall senden, warum wir das tun und welche Wahlmöglichkeiten Sie haben. Sie berücksichtigt die Datenschutz-Grundverordnung der EU und des Vereinigten Königreichs (DSGVO) sowie den US-amerikanischen Health Insurance Portability and Accountability Act (HIPAA), ersetzt aber nicht die Verträge, die wir mit Kliniken schließen.',
      'sections.665000000000000000000912.content':
        'Wir erheben nur, was wir für den Betrieb der Website, die Kommunikation mit Ihnen und die Planung Ihrer Fälle benötigen.',
      'sections.665000000000000000000913.content': 'Wir verwenden die oben beschriebenen Informationen für folgende Zwecke:',
      'sections.665000000000000000000914.content':
        'Bei Patientenfalldaten entscheidet Ihre Praxis, warum und wie die Daten verarbeitet werden, und wir handeln nach Ihren Weisungen. Über die Verwendung Ihrer eigenen Kontakt- und Kontodaten entscheiden wir.',
      'sections.665000000000000000000915.content':
        'Wir geben Informationen nur an Dienstleister weiter, die uns bei der Erbringung unserer Leistungen unterstützen, auf Grundlage schriftlicher Verträge, die sie verpflichten, die Daten zu schützen und nur nach unseren Weisungen zu verwenden.',
      'sections.665000000000000000000916.content': 'Falldateien sind Gesundheitsdaten, und wir schützen sie entsprechend.',
      'sections.665000000000000000000917.content':
        'Unser Team und unsere Dienstleister können Informationen außerhalb Ihres Landes verarbeiten. Verlassen personenbezogene Daten die EU, den EWR oder das Vereinigte Königreich, stützen wir uns auf geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission oder einen Angemessenheitsbeschluss.',
      'sections.665000000000000000000918.content':
        'Je nach Wohnort haben Sie Rechte an Ihren personenbezogenen Daten. Um sie auszuüben, wenden Sie sich an die unten genannten Kontaktdaten; wir antworten innerhalb eines Monats.',
      'sections.665000000000000000000919.content':
        'Fragen zu dieser Erklärung, Anfragen zu Ihren Daten oder Verträge über Patientendaten (AVV oder BAA) richten Sie bitte an unser Datenschutzteam. Wir können diese Erklärung von Zeit zu Zeit aktualisieren; das Datum oben zeigt die aktuelle Fassung.',
      'sections.665000000000000000000911.bulletPoints.665000000000000000000931.text':
        'Unsere Leistungen richten sich an zahnmedizinisches Fachpersonal, nicht direkt an Patienten.',
      'sections.665000000000000000000911.bulletPoints.665000000000000000000932.text':
        'Patientenfalldaten werden nur verarbeitet, um den beauftragten Fall zu planen und zu liefern.',
      'sections.665000000000000000000911.bulletPoints.665000000000000000000933.text':
        'Wir verkaufen niemals personenbezogene Daten und nutzen Patientendaten nicht für Werbung.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000934.text':
        'Um Implantatfälle zu planen, Bohrschablonen zu konstruieren und die beauftragten Leistungen zu erstellen.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000935.text':
        'Um Online-Besprechungen abzuhalten und Ihre Fragen zu einem Fall zu beantworten.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000936.text':
        'Um Termine zu vereinbaren, Bestätigungen und Erinnerungen zu senden und Rechnungen zu stellen.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000937.text':
        'Um Ihnen unseren Newsletter zu senden, wenn Sie ihn abonniert haben; jede Ausgabe enthält einen Abmeldelink.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000938.text':
        'Um unsere Systeme zu schützen, Missbrauch zu erkennen und rechtliche sowie regulatorische Pflichten zu erfüllen.',
      'sections.665000000000000000000913.bulletPoints.665000000000000000000939.text':
        'Um unsere Planungsabläufe mit zusammengefassten, anonymisierten Statistiken zu verbessern (zum Beispiel Bearbeitungszeiten).',
      'sections.665000000000000000000914.bulletPoints.66500000000000000000093a.text':
        'Vertragserfüllung: Planung und Lieferung der von Ihnen beauftragten Fälle.',
      'sections.665000000000000000000914.bulletPoints.66500000000000000000093b.text':
        'Berechtigte Interessen: Absicherung unserer Dienste und Beantwortung von Anfragen.',
      'sections.665000000000000000000914.bulletPoints.66500000000000000000093c.text': 'Einwilligung: der Newsletter, die Sie jederzeit widerrufen können.',
      'sections.665000000000000000000914.bulletPoints.66500000000000000000093d.text':
        'Rechtliche Verpflichtung: Buchhaltungs-, Steuer- und Aufbewahrungspflichten.',
      'sections.665000000000000000000915.bulletPoints.66500000000000000000093e.text': 'Sicheres Cloud-Hosting und verschlüsselte Dateiablage für Falldateien.',
      'sections.665000000000000000000915.bulletPoints.66500000000000000000093f.text':
        'E-Mail- und Terminplanungsdienste für Buchungsbestätigungen und den Newsletter.',
      'sections.665000000000000000000915.bulletPoints.665000000000000000000940.text':
        'Versanddienstleister, die die Lieferadresse gedruckter Schablonen, aber keine Patientendaten erhalten.',
      'sections.665000000000000000000915.bulletPoints.665000000000000000000941.text':
        'Behörden, wenn das Gesetz es verlangt, nachdem wir die Rechtmäßigkeit der Anfrage geprüft haben.',
      'sections.665000000000000000000917.bulletPoints.665000000000000000000942.text':
        'Sie können eine Kopie der Garantien anfordern, die für Ihre Daten gelten.',
      'sections.665000000000000000000917.bulletPoints.665000000000000000000943.text':
        'Kunden können die Speicherung von Falldaten in einer bestimmten Region verlangen; wir bestätigen schriftlich, ob dies möglich ist.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000944.text':
        'Auskunft: eine Kopie der Informationen verlangen, die wir über Sie speichern.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000945.text':
        'Berichtigung: unrichtige oder unvollständige Informationen korrigieren lassen.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000946.text':
        'Löschung: Ihre Informationen löschen lassen, wenn wir sie nicht mehr benötigen.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000947.text':
        'Einschränkung und Widerspruch: bestimmte Verwendungen einschränken oder beenden lassen.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000948.text':
        'Datenübertragbarkeit: die von Ihnen bereitgestellten Informationen in einem gängigen Format erhalten.',
      'sections.665000000000000000000918.bulletPoints.665000000000000000000949.text':
        'Einwilligung jederzeit widerrufen, zum Beispiel durch Abmeldung vom Newsletter.',
      'sections.665000000000000000000918.bulletPoints.66500000000000000000094a.text':
        'Beschwerde bei Ihrer zuständigen Datenschutzaufsichtsbehörde, wenn Sie meinen, dass wir Ihre Daten nicht ordnungsgemäß verarbeitet haben.',
      'sections.665000000000000000000912.subsections.665000000000000000000951.title': 'Praxis- und Kontaktdaten',
      'sections.665000000000000000000912.subsections.665000000000000000000952.title': 'Patientenfalldaten',
      'sections.665000000000000000000912.subsections.665000000000000000000953.title': 'Website- und technische Daten',
      'sections.665000000000000000000914.subsections.665000000000000000000954.title': 'Wenn wir als Auftragsverarbeiter oder Business Associate handeln',
      'sections.665000000000000000000914.subsections.665000000000000000000955.title': 'Wenn wir als Verantwortlicher handeln',
      'sections.665000000000000000000916.subsections.665000000000000000000956.title': 'Wie wir Informationen schützen',
      'sections.665000000000000000000916.subsections.665000000000000000000957.title': 'Wie lange wir Informationen aufbewahren',
      'sections.665000000000000000000912.subsections.665000000000000000000951.content':
        'Von Ihnen angegeben, wenn Sie einen Termin buchen, uns kontaktieren, unseren Newsletter abonnieren oder Kunde werden.',
      'sections.665000000000000000000912.subsections.665000000000000000000952.content':
        'Wenn Sie einen Fall einreichen, senden Sie uns Gesundheitsdaten Ihres Patienten. Bitte übermitteln Sie nur, was für die Planung erforderlich ist.',
      'sections.665000000000000000000912.subsections.665000000000000000000953.content':
        'Unsere Website verwendet nur Cookies, die für ihren Betrieb erforderlich sind, etwa um die Admin-Sitzung angemeldet zu halten. Werbe-Cookies verwenden wir nicht.',
      'sections.665000000000000000000914.subsections.665000000000000000000954.content':
        'Für Patientenfalldaten handeln wir als Auftragsverarbeiter im Sinne der DSGVO und, für Covered Entities in den USA, als Business Associate im Sinne von HIPAA.',
    },
  ],
  [
    'terms-conditions',
    TERMS_CONDITIONS_ID,
    {
      title: 'Allgemeine Geschäftsbedingungen',
      subtitle: 'Die Bedingungen, die gelten, wenn Zahnärztinnen und Zahnärzte die NovaGuide-Website nutzen und Planungsleistungen beauftragen.',
      acceptanceStatement:
        'Mit der Buchung eines Termins, der Einreichung eines Falls oder der Bestellung einer Bohrschablone bestätigen Sie, dass Sie approbierte Zahnärztin bzw. approbierter Zahnarzt sind (oder in deren Auftrag handeln) und diese Bedingungen akzeptieren.',
      'sections.665000000000000000000a11.title': 'Über diese Bedingungen',
      'sections.665000000000000000000a12.title': 'Unsere Leistungen',
      'sections.665000000000000000000a13.title': 'Klinische Verantwortung',
      'sections.665000000000000000000a14.title': 'Einreichung von Fällen',
      'sections.665000000000000000000a15.title': 'Gebühren und Zahlung',
      'sections.665000000000000000000a16.title': 'Geistiges Eigentum und Daten',
      'sections.665000000000000000000a17.title': 'Haftungsbeschränkung',
      'sections.665000000000000000000a18.title': 'Änderungen und Kündigung',
      'sections.665000000000000000000a19.title': 'Kontakt',
      'sections.665000000000000000000a11.content':
        'Diese Bedingungen regeln die Nutzung unserer Website sowie die Planungs-, Konstruktions- und Fertigungsleistungen, die wir erbringen. Hat ein Kunde einen gesonderten Dienstleistungsvertrag unterzeichnet, geht dieser bei Abweichungen vor.',
      'sections.665000000000000000000a12.content': 'Wir erbringen für zahnmedizinisches Fachpersonal folgende Leistungen:',
      'sections.665000000000000000000a13.content':
        'Unsere Planungen und Schablonen sind Hilfsmittel, die Ihre klinischen Entscheidungen unterstützen; sie ersetzen sie nicht.',
      'sections.665000000000000000000a14.content':
        'Für die Planung eines Falls benötigen wir vollständige Daten in guter Qualität. Ein Fall beginnt, sobald alle erforderlichen Dateien eingegangen sind.',
      'sections.665000000000000000000a15.content':
        'Die Gebühren richten sich nach dem Paket, das Sie auf unserer Preisseite wählen, oder nach unserem Angebot.',
      'sections.665000000000000000000a16.content':
        'Alle Rechte an den übermittelten Patientendaten und Scans verbleiben bei Ihnen. Die Rechte an unserer Software, unseren Bibliotheken und Konstruktionsmethoden verbleiben bei uns.',
      'sections.665000000000000000000a17.content':
        'Soweit gesetzlich zulässig, ist unsere Gesamthaftung für einen Fall auf die für diesen Fall gezahlten Gebühren beschränkt. Für mittelbare Schäden und Folgeschäden haften wir nicht. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.',
      'sections.665000000000000000000a18.content':
        'Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die aktuelle Fassung, und wesentliche Änderungen senden wir aktiven Kunden 30 Tage im Voraus per E-Mail. Beide Seiten können ein Monats- oder Jahrespaket mit einer Frist von 30 Tagen schriftlich zum Ende des Abrechnungszeitraums kündigen.',
      'sections.665000000000000000000a19.content': 'Fragen zu diesen Bedingungen richten Sie bitte über die unten genannten Kontaktdaten an unser Team.',
      'sections.665000000000000000000a12.bulletPoints.665000000000000000000a31.text': 'Matching von DVT-Daten mit Intraoral- oder Modellscans.',
      'sections.665000000000000000000a12.bulletPoints.665000000000000000000a32.text':
        'Implantatplanung, einschließlich Planung von Augmentation und Sinuslift.',
      'sections.665000000000000000000a12.bulletPoints.665000000000000000000a33.text':
        'Design von Bohrschablonen, geliefert als Datei oder als 3D-gedruckte Schablone.',
      'sections.665000000000000000000a12.bulletPoints.665000000000000000000a34.text':
        'Planung geführter Chirurgie im zahnlosen Kiefer und Design von Provisorien.',
      'sections.665000000000000000000a12.bulletPoints.665000000000000000000a35.text': 'Online-Besprechungen mit einem Planer.',
      'sections.665000000000000000000a14.bulletPoints.665000000000000000000a36.text':
        'DVT im DICOM-Format über die geplanten Regionen, nicht älter als 6 Monate.',
      'sections.665000000000000000000a14.bulletPoints.665000000000000000000a37.text':
        'Intraoral- oder Modellscans als STL, PLY oder OBJ, einschließlich Gegenkiefer und Bissregistrierung.',
      'sections.665000000000000000000a14.bulletPoints.665000000000000000000a38.text':
        'Das Implantatsystem und das Guided-Surgery-Kit, das Sie verwenden möchten.',
      'sections.665000000000000000000a14.bulletPoints.665000000000000000000a39.text':
        'Falldateien sollten nach Möglichkeit pseudonymisiert sein, wie in unserer Datenschutzerklärung beschrieben.',
      'sections.665000000000000000000a15.bulletPoints.665000000000000000000a3a.text':
        'Gebühren pro Fall werden mit der Freigabe der endgültigen Planung in Rechnung gestellt.',
      'sections.665000000000000000000a15.bulletPoints.665000000000000000000a3b.text':
        'Monats- und Jahrespakete werden im Voraus berechnet; nicht genutzte Fälle verfallen, sofern nicht schriftlich anders vereinbart.',
      'sections.665000000000000000000a15.bulletPoints.665000000000000000000a3c.text':
        'Rechnungen sind innerhalb von 30 Tagen zahlbar. Preise zzgl. Steuern und Versand.',
      'sections.665000000000000000000a15.bulletPoints.665000000000000000000a3d.text':
        'Ein nach Freigabe der Planung, aber vor der Fertigung stornierter Fall wird mit 50 % der Fallgebühr berechnet.',
      'sections.665000000000000000000a17.bulletPoints.665000000000000000000a3e.text':
        'Melden Sie Mängel einer gedruckten Schablone innerhalb von 14 Tagen nach Lieferung und vor dem Einsatz; wir konstruieren oder drucken sie kostenlos neu.',
      'sections.665000000000000000000a18.bulletPoints.665000000000000000000a3f.text':
        'Vor der Kündigung freigegebene Fälle werden zu den bei Freigabe geltenden Bedingungen fertiggestellt und berechnet.',
      'sections.665000000000000000000a18.bulletPoints.665000000000000000000a40.text':
        'Bei Kündigung löschen oder übergeben wir Falldaten gemäß unserer Datenschutzerklärung und dem Auftragsverarbeitungsvertrag.',
      'sections.665000000000000000000a13.subsections.665000000000000000000a51.title': 'Die behandelnde Zahnärztin bzw. der behandelnde Zahnarzt',
      'sections.665000000000000000000a13.subsections.665000000000000000000a52.title': 'Genauigkeit von Planungen und Schablonen',
      'sections.665000000000000000000a16.subsections.665000000000000000000a53.title': 'Nutzung der Leistungen',
      'sections.665000000000000000000a13.subsections.665000000000000000000a51.content':
        'Die Behandlerin bzw. der Behandler bleibt allein verantwortlich für Diagnose, Therapieentscheidungen und den Eingriff selbst.',
      'sections.665000000000000000000a13.subsections.665000000000000000000a52.content':
        'Die Genauigkeit einer Planung hängt von den übermittelten Daten ab. Wir weisen auf Daten hin, die wir für ungeeignet halten, können aber keine Ergebnisse garantieren, die von Scanqualität, Patientenbewegung oder chirurgischer Technik abhängen.',
      'sections.665000000000000000000a16.subsections.665000000000000000000a53.content':
        'Mit der Zahlung erhalten Sie eine Lizenz, die gelieferten Planungen, Dateien und Schablonen für die Behandlung des betreffenden Patienten zu nutzen.',
    },
  ],
  [
    'article',
    ARTICLE_IDS.fullArchCase,
    {
      title: 'Sechs Implantate, eine Schablone: ein zahnloser Oberkiefer Schritt für Schritt',
      excerpt:
        'Ein zahnloser Oberkiefer, ein DVT mit Röntgenschablone und eine knochengetragene Schablone für sechs Implantate. Die Planung, die Schablone und was wir ändern würden.',
      'coverImage.alt': 'Sechs geplante Implantate in einem zahnlosen Oberkiefer, von kaudal gesehen',
      'seo.metaTitle': 'Zahnloser Kiefer geführt: sechs Implantate, eine Schablone',
      'seo.metaDescription': 'Ein Fallbericht: DVT mit Röntgenschablone, eine knochengetragene Bohrschablone und sechs lappenlos inserierte Implantate.',
    },
  ],
  [
    'article',
    ARTICLE_IDS.cbctChecklist,
    {
      title: 'So senden Sie ein DVT, auf dem wir planen können',
      excerpt:
        'Field of View, Voxelgröße, ein Scan ohne Metall im Biss. Fünf Einstellungen, die entscheiden, ob eine Planung noch am selben Tag beginnen kann.',
      'coverImage.alt': 'DVT-Querschnitt des Unterkiefers mit einem geplanten Implantat',
    },
  ],
  [
    'article',
    ARTICLE_IDS.sleeveTolerance,
    {
      title: 'Hülsen, Schlüssel und Toleranz: warum Schablonen so passen, wie sie passen',
      excerpt: 'Ein geführter Bohrer muss sich in seiner Hülse bewegen, und jedes Zehntel Spiel zeigt sich am Apex. Wie wir Hülsen für Ihr Kit auswählen.',
      'coverImage.alt': 'Nahaufnahme einer in eine Bohrschablone eingesetzten Metallhülse',
    },
  ],
  [
    'article',
    ARTICLE_IDS.sinusLiftCase,
    {
      title: 'Ein externer Sinuslift, um das Implantat herum geplant',
      excerpt:
        'Vier Millimeter Knochen unter der Kieferhöhle und ein erster Molar zu ersetzen. Wie die Planung Knochenfenster, Augmentatvolumen und Implantat gemeinsam festlegte.',
      'coverImage.alt': 'Schema eines Sinuslifts mit lateralem Fenster und Augmentat unter der Membran',
    },
  ],
  [
    'article',
    ARTICLE_IDS.scanMerge,
    {
      title: 'Intraoralscan und DVT zusammenführen: was schiefgehen kann',
      excerpt:
        'Streustrahlung, ein Patient, der sich bewegt hat, ein Scan aus dem falschen Monat. Wie wir beide ausrichten und wann wir um einen neuen Scan bitten.',
      'coverImage.alt': 'Ein Intraoralscan, über einem DVT-Datensatz ausgerichtet',
    },
  ],
  [
    'article',
    ARTICLE_IDS.printingGuides,
    {
      title: 'Schablonen in der Praxis drucken: Harze, Ausrichtung und Nachhärtung',
      excerpt:
        'Unsere STL-Dateien lassen sich auf den meisten Desktop-Harzdruckern drucken. Die Einstellungen, die eine Schablone genau halten, und die Kontrollen, bevor sie in den Mund kommt.',
      'coverImage.alt': 'Eine Bohrschablone auf der Bauplattform eines Harzdruckers',
    },
  ],
];

/** A German row as the editor wrote it, a minute apart in the order above. */
const german = ([kind, recordId, texts]: (typeof GERMAN)[number], i: number): DemoTranslation => ({
  kind,
  recordId,
  lang: 'de',
  // An article's German slug and body (articles-de.ts) beside its other texts.
  texts: kind === 'article' ? { ...texts, ...germanArticleTexts(recordId) } : texts,
  lastModifiedBy: EDITOR_ADMIN_ID,
  lastModifiedAt: new Date(Date.UTC(2026, 10, 22, 8, i)).toISOString(),
});

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
  ...GERMAN.map(german),
];
