// The demo articles in German: each one's German slug (its address at /de/blog/{slug}) and its body, written with the
// same building blocks as the English ones (articles.ts). translations.ts gives them to the articles' German rows,
// the body as its JSON (ADR 0044).
import type { components } from '@shared/contract/schema';
import { bold, figure, h, italic, link, ol, p, quote, ul } from './articles';
import { ARTICLE_IDS } from './ids';

type Block = components['schemas']['RichTextBlock'];

interface GermanArticle {
  slug: string;
  body: Block[];
}

export const GERMAN_ARTICLES: Record<string, GermanArticle> = {
  [ARTICLE_IDS.fullArchCase]: {
    slug: 'sechs-implantate-eine-schablone-zahnloser-oberkiefer',
    body: [
      p(
        'Die Patientin, 64, kam mit einer nicht mehr haltenden Oberkieferprothese und wünschte sich eine festsitzende Brücke. Die überweisende Zahnärztin schickte ein DVT, aufgenommen mit einer Röntgenschablone im Mund, und einen Intraoralscan der Prothese.',
      ),
      h(2, 'Geplant von den Zähnen aus, nicht vom Knochen'),
      p(
        'Wir haben zuerst die endgültigen Zähne aufgestellt und darunter sechs Implantate geplant: zwei in den Eckzahnregionen, zwei in den ersten Prämolarenregionen und zwei distal gekippte, um der ',
        bold('Kieferhöhle'),
        ' auszuweichen.',
      ),
      figure(
        'full-arch-plan.svg',
        'Panoramaansicht der Planung mit sechs Implantaten unter einem digitalen Wax-up',
        'Die Planung: sechs Implantate unter der digitalen Aufstellung der endgültigen Zähne.',
      ),
      h(3, 'Was der Planungsbericht enthielt'),
      ul(
        'Länge, Durchmesser und Position des Implantats für jede Region',
        'Knochenhöhe und -breite um jedes Implantat',
        'Abstand zum Kieferhöhlenboden und zum Nasenboden',
        'Die Bohrsequenz für das Guided-Surgery-Kit',
      ),
      h(2, 'Die Schablone'),
      p(
        'Eine knochengetragene Schablone erfordert einen Lappen; der Knochen unter der Schleimhaut war hier jedoch dick genug, um stattdessen eine schleimhautgetragene Schablone mit drei Fixierungspins zu planen. Die Schablone wurde aus einem biokompatiblen Harz gedruckt und in der Praxis sterilisiert.',
      ),
      figure(
        'surgical-guide-arch.svg',
        'Eine gedruckte Bohrschablone für den ganzen Kiefer mit sechs Metallhülsen',
        'Die gedruckte Schablone mit ihren Hülsen und den Bohrungen für die Fixierungspins.',
      ),
      figure('guide-sleeve-detail.svg', 'Eine Metallhülse in der Schablone mit eingesetztem Bohrschlüssel', 'Jede Hülse nimmt den Bohrschlüssel des Kits auf.'),
      quote('Die Schablone saß auf Anhieb, und die provisorische Brücke wurde noch am selben Nachmittag eingesetzt.'),
      h(2, 'Was wir ändern würden'),
      p(
        'Wir würden gleich zu Beginn um einen Scan des Gegenkiefers bitten: Das hätte uns eine Runde Änderungen an der Aufstellung erspart. Lesen Sie vor Ihrem nächsten Fall mit zahnlosem Kiefer unsere ',
        link('Anleitung zum Senden eines DVT', 'https://novaguide.example/de/blog/so-senden-sie-ein-dvt-auf-dem-wir-planen-koennen'),
        '.',
      ),
    ],
  },
  [ARTICLE_IDS.cbctChecklist]: {
    slug: 'so-senden-sie-ein-dvt-auf-dem-wir-planen-koennen',
    body: [
      p(
        'Die meisten Verzögerungen in der Implantatplanung entstehen beim Scan, nicht bei der Planung. Mit diesen fünf Einstellungen beginnen wir am Tag, an dem Ihre Dateien eintreffen.',
      ),
      ol(
        'Field of View: der ganze Kiefer, bei einem zahnlosen Kiefer mit den Gegenzähnen.',
        'Voxelgröße: 0,3 mm oder feiner; 0,2 mm, wenn der Knochen dünn ist.',
        'Biss: Watterollen zwischen den Zähnen, niemals ein metallischer Aufbissblock.',
        'Export: die vollständige DICOM-Serie, keine Screenshots und keine einzelne Schicht.',
        'Intraoralscan: eine STL-Datei des Kiefers, im selben Monat wie das DVT aufgenommen.',
      ),
      figure(
        'implant-cross-section.svg',
        'Ein DVT-Querschnitt mit der Knochenbreite an einer Implantatposition',
        'Ein Querschnitt mit 0,2-mm-Voxeln: Die bukkale Lamelle ist gut zu erkennen.',
      ),
      h(2, 'Streustrahlung von Kronen und Füllungen'),
      p(
        'Metallische Restaurationen erzeugen Streifen, die den Knochenrand verdecken. Mit einem Intraoralscan können wir die echten Zahnoberflächen über das DVT ',
        italic('legen'),
        ', sodass die Streustrahlung nicht mehr bestimmt, wohin ein Implantat kommt.',
      ),
      p('Fragen zu den Einstellungen Ihres Geräts? Schreiben Sie an ', link('planning@novaguide.example', 'mailto:planning@novaguide.example'), '.'),
    ],
  },
  [ARTICLE_IDS.sleeveTolerance]: {
    slug: 'huelsen-schluessel-und-toleranz',
    body: [
      p(
        'Ein Bohrer, der zu stramm in seiner Hülse sitzt, klemmt und erhitzt den Knochen; einer, der zu locker sitzt, kippt. Die Toleranz zwischen beiden entscheidet, wie nah das Implantat am Ende an der Planung liegt.',
      ),
      h(2, 'Was wir von Ihnen brauchen'),
      ul(
        'Das Guided-Surgery-Kit, das Sie verwenden, mit seinem Hülsensystem',
        'Ob Sie durch einen Bohrschlüssel oder direkt durch die Hülse bohren',
        'Ihren längsten Bohrer, damit die Schablone ihm Platz lässt',
      ),
      figure(
        'guide-sleeve-detail.svg',
        'Hülse und Bohrschlüssel im Schnitt, mit eingezeichneten Toleranzen',
        'Hülse, Schlüssel und Bohrer: Jeder Spalt vergrößert den Winkel, den der Bohrer einnehmen kann.',
      ),
      p('Damit legen wir Höhe und Versatz der Hülse so fest, dass der Bohrer in der geplanten Tiefe stoppt.'),
    ],
  },
  [ARTICLE_IDS.sinusLiftCase]: {
    slug: 'externer-sinuslift-um-das-implantat-geplant',
    body: [
      p(
        'Die Restknochenhöhe unter der Kieferhöhle betrug in der Region des ersten Molaren 4 mm. Der überweisende Chirurg wollte das Implantat in derselben Sitzung wie den Sinuslift setzen.',
      ),
      h(2, 'Das Knochenfenster planen'),
      p(
        'Wir haben das laterale Fenster im DVT zwei Millimeter über dem Kieferhöhlenboden markiert, mit Abstand zur Arteria alveolaris superior posterior, die sich als Einkerbung in der lateralen Wand zeigte.',
      ),
      figure(
        'sinus-lift.svg',
        'Das geplante laterale Fenster und das Augmentatvolumen unter der Kieferhöhlenmembran',
        'Fenster und Augmentatvolumen, geplant mit dem Implantat an seinem Platz.',
      ),
      h(2, 'Augmentatvolumen'),
      p(
        'Die Planung gab das zu füllende Augmentatvolumen vor: 1,2 ml um ein 10-mm-Implantat. Die Schablone positionierte das Implantat; das Fenster wurde nach dem Planungsbericht frei Hand präpariert.',
      ),
    ],
  },
  [ARTICLE_IDS.scanMerge]: {
    slug: 'intraoralscan-und-dvt-zusammenfuehren',
    body: [
      p(
        'Beim Zusammenführen werden die Zähne des Intraoralscans auf die Zähne des DVT gelegt. Die Schablone liegt auf den gescannten Zähnen auf, ein Fehler beim Zusammenführen ist also ein Fehler der Schablone.',
      ),
      h(2, 'Wie wir eine Überlagerung prüfen'),
      ol(
        'Drei stabile Referenzpunkte auf jeder Seite des Kiefers',
        'Eine Abweichungskarte über jede Zahnoberfläche',
        'Eine zweite Spezialistin prüft jede Überlagerung über 0,15 mm',
      ),
      h(2, 'Wann wir um einen neuen Scan bitten'),
      p(
        'Ein Zahn, der zwischen den beiden Scans extrahiert oder versorgt wurde, oder ein DVT, bei dem sich der Patient bewegt hat: Wir fragen lieber nach, als zu raten.',
      ),
    ],
  },
  [ARTICLE_IDS.printingGuides]: {
    slug: 'schablonen-in-der-praxis-drucken',
    body: [
      p(
        'Jede Schablone, die wir konstruieren, kommt als druckfertige STL-Datei. Wer sie in der Praxis druckt, spart einen Kuriertag, wenn der Drucker dafür eingerichtet ist.',
      ),
      h(2, 'Einstellungen, auf die es ankommt'),
      ul(
        'Ein für Bohrschablonen zertifiziertes Harz',
        'Eine Schichtstärke von 50 µm oder feiner',
        'Stützen nur auf der Außenseite, niemals auf der Gewebeseite',
        'Nachhärtung nach den Zeiten des Harzherstellers',
      ),
      h(2, 'Vor dem Eingriff'),
      p(
        'Setzen Sie die Schablone auf das gedruckte Modell und prüfen Sie jede Hülse mit dem Bohrschlüssel. Eine Schablone, die auf dem Modell kippelt, kippelt auch im Mund.',
      ),
    ],
  },
};

/** An article's German slug and body as its translation row carries them (the body as JSON). */
export function germanArticleTexts(articleId: string): Record<string, string> {
  const german = GERMAN_ARTICLES[articleId];
  if (!german) return {};
  return { slug: german.slug, body: JSON.stringify({ type: 'doc', content: german.body }) };
}
