// The public site's own texts in German: every key of en.ts (the types hold it, and catalog-check.ts at build time).
import type { Catalog } from '../catalog-types';

export const site: Catalog['site'] = {
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die gesuchte Seite existiert nicht.',
  goHome: 'Zur Startseite',
  tryAgain: 'Erneut versuchen',
};

export const header: Catalog['header'] = {
  logoAlt: 'Logo',
  loading: 'Kopfzeile wird geladen',
  notConfigured: 'Kopfzeile nicht eingerichtet',
  mainNavigation: 'Hauptmenü',
  toggleNavigation: 'Navigation ein- oder ausblenden',
  primaryButton: 'Primäre Schaltfläche',
  secondaryButton: 'Sekundäre Schaltfläche',
  languages: 'Sprache',
};

export const footer: Catalog['footer'] = {
  loading: 'Fußzeile wird geladen',
  contact: 'Kontakt',
  privacyPolicy: 'Datenschutzerklärung',
  terms: 'AGB',
  newsletter: 'Newsletter',
  emailPlaceholder: 'Ihre E-Mail-Adresse',
  emailLabel: 'E-Mail-Adresse',
  subscribe: 'Abonnieren',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  subscribeFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
};

export const hero: Catalog['hero'] = {
  loading: 'Titelbereich wird geladen',
  cta: 'Online-Termin buchen',
};

export const services: Catalog['services'] = {
  loading: 'Leistungen werden geladen',
  showDetails: 'Details zu {title} anzeigen',
};

export const pricing: Catalog['pricing'] = {
  loading: 'Preise werden geladen',
  showLess: 'Weniger anzeigen',
  readMore: 'Mehr lesen',
  resumeScrolling: 'Automatisches Blättern fortsetzen',
  pauseScrolling: 'Automatisches Blättern anhalten',
  scrollLeft: 'Preispakete nach links blättern',
  scrollRight: 'Preispakete nach rechts blättern',
  plans: 'Preispakete',
  tryAgain: 'Erneut versuchen',
  loadFailed: 'Die Preispakete konnten nicht geladen werden. Es werden die Standardpakete angezeigt.',
  perMonth: '/Monat',
  perHour: '/Std.',
  perCase: '/Fall',
  getStarted: 'Jetzt starten',
  recommended: 'Empfohlen',
};

export const testimonials: Catalog['testimonials'] = {
  loading: 'Kundenstimmen werden geladen',
  title: 'Das sagen unsere Kunden',
  rated: 'Bewertet mit {value} von {scale}',
  photoOf: 'Foto von {name}',
};

export const howItWorks: Catalog['howItWorks'] = {
  title: 'So funktioniert es',
  step: 'Schritt {number}',
  step1Title: 'Fall einreichen oder Termin buchen',
  step1Text: 'Laden Sie DVT- und Intraoralscans hoch oder besprechen Sie den Fall online mit uns.',
  step2Title: 'Wir planen oder ziehen die passenden Experten hinzu',
  step2Text: 'Unsere Planer positionieren die Implantate prothetisch orientiert und konstruieren die Bohrschablone.',
  step3Title: 'Bereit für Fertigung und OP',
  step3Text: 'Geben Sie die Planung frei und erhalten Sie druckfertige Schablonendaten für den OP-Tag.',
  cta: 'Fall einreichen / Termin buchen',
};

export const booking: Catalog['booking'] = {
  title: 'Kontakt aufnehmen',
  introBefore: 'Buchen Sie eine Online-Planungssitzung oder senden Sie uns Ihren Fall. Mit',
  asterisk: 'einem Sternchen',
  introAfter: 'markierte Felder sind Pflichtfelder.',
  form: 'Termin buchen',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  subject: 'Betreff',
  date: 'Datum',
  time: 'Uhrzeit',
  messageOptional: 'Nachricht (optional)',
  submitting: 'Wird gesendet …',
  waitingForFiles: 'Warten auf Ihre Dateien …',
  submit: 'Buchung absenden',
  dontSendYet: 'Noch nicht senden',
  required: 'Bitte füllen Sie alle Pflichtfelder aus (Name, E-Mail, Telefon, Betreff, Datum und Uhrzeit).',
  success: 'Buchung erfolgreich gesendet! Wir melden uns in Kürze bei Ihnen.',
  network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  filesUploading: 'Ihre Buchung wird gesendet, sobald Ihre Dateien vollständig hochgeladen sind.',
  filesNotAccepted:
    'Einige Ihrer Dateien wurden abgelehnt oder konnten nicht hochgeladen werden. Entfernen Sie sie (oder laden Sie die fehlgeschlagenen erneut hoch), bevor Sie die Buchung senden.',
  filesExpired: 'Ihre Dateien liegen nicht mehr auf unserem Server. Entfernen Sie sie, fügen Sie sie erneut hinzu und senden Sie dann die Buchung.',
  caseFilesOptional: 'Falldateien (optional)',
  caseFiles: 'Falldateien',
  allCaseFiles: 'Alle Falldateien',
  dropHere: 'Scans hierher ziehen oder',
  chooseFiles: 'Dateien auswählen',
  uploaderFailed: 'Der Datei-Upload konnte nicht geladen werden. Prüfen Sie Ihre Verbindung; er wird erneut versucht, sobald Sie das Formular verwenden.',
  sentOfTotal: '{sent} von {total}',
  fileUpload: 'Upload von {name}',
  progress: '{percent} %, {sent} von {total}',
};

export const contact: Catalog['contact'] = {
  pageTitle: 'Kontakt',
  title: 'Kontakt',
  intro: 'Fragen zu einem Fall, einem Planungsprotokoll oder unseren Leistungen? Schreiben Sie uns, wir antworten per E-Mail.',
  form: 'Kontaktformular',
  name: 'Name',
  email: 'E-Mail',
  message: 'Nachricht',
  sending: 'Wird gesendet …',
  send: 'Nachricht senden',
  nameTooShort: 'Der Name muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  messageTooShort: 'Die Nachricht muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  success: 'Formular erfolgreich gesendet!',
  failure: 'Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
};

export const consent: Catalog['consent'] = {
  bannerLabel: 'Cookie-Einwilligung',
  bannerTitle: 'Ihre Privatsphäre',
  bannerText:
    'Cookies für Statistik und Marketing setzen wir nur mit Ihrer Einwilligung. Die Cookies, die diese Website zum Funktionieren braucht, sind immer aktiv. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ ändern.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  choose: 'Auswählen',
  saveChoices: 'Auswahl speichern',
  cookieSettings: 'Cookie-Einstellungen',
  saved: 'Ihre Wahl ist gespeichert.',
  failed: 'Ihre Wahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  necessaryLabel: 'Notwendig',
  necessaryDescription: 'Was die Website zum Funktionieren braucht: Ihre Sitzung, den Chat, diese Wahl. Immer aktiv.',
  analyticsLabel: 'Statistik',
  analyticsDescription: 'Zählen von Besuchen und gelesenen Seiten, um die Website zu verbessern (Google Analytics).',
  marketingLabel: 'Marketing',
  marketingDescription: 'Messen unserer Werbung (das Facebook-Pixel).',
  staleVersion: 'Der Cookie-Hinweis hat sich geändert; bitte wählen Sie erneut.',
  tooMany: 'Zu viele Auswahlen von dieser Adresse. Bitte warten Sie eine Minute.',
  trackersHeading: 'Cookies und Tracker',
};

export const healthConsent: Catalog['healthConsent'] = {
  label: 'Ich willige in die Verarbeitung dieser Gesundheitsdaten für die Planung ein',
  loading: 'Der Einwilligungstext wird geladen…',
  unavailable: 'Der Einwilligungstext konnte nicht geladen werden. Bitte laden Sie die Seite neu, um Falldateien zu senden.',
  policyHeading: 'Gesundheitsdaten, die Sie uns senden',
};

export const answers: Catalog['answers'] = {
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  healthConsentMissing: 'Bitte willigen Sie ausdrücklich in die Verarbeitung von Gesundheitsdaten ein, bevor Sie Falldateien senden',
  healthConsentStale: 'Der Einwilligungstext hat sich geändert, seit diese Seite geladen wurde; bitte lesen Sie ihn erneut und setzen Sie das Häkchen',
  newsletterSubscribe: 'Fast geschafft: Bitte bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen per E-Mail gesendet haben.',
  newsletterConfirmed: 'Ihr Abonnement ist bestätigt. Vielen Dank für Ihre Anmeldung!',
  newsletterUnsubscribed: 'Sie sind abgemeldet. Sie erhalten keine E-Mails mehr von uns.',
  newsletterTokenInvalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den neuesten Link aus unserer E-Mail.',
  newsletterTokenUsed: 'Dieser Link wurde bereits verwendet; die Adresse ist nicht angemeldet.',
  chatOff: 'Der Chat ist nicht verfügbar.',
  chatNoConversation: 'Beginnen Sie zuerst ein Gespräch.',
  chatBlocked: 'Dieses Gespräch nimmt keine neuen Nachrichten an.',
  chatClosed: 'Dieses Gespräch ist beendet. Öffnen Sie es erneut, um zu antworten.',
  chatHoneypot: 'Ihre Nachricht konnte nicht gesendet werden.',
  chatTranscriptQueued: 'Das Protokoll ist auf dem Weg in Ihr Postfach.',
  chatResumeInvalid: 'Dieser Link ist nicht mehr gültig. Bitte beginnen Sie ein neues Gespräch.',
  chatTooManyMessages: 'Sie senden Nachrichten zu schnell. Bitte warten Sie eine Minute.',
  chatTooManyStreams: 'Zu viele Chatfenster sind geöffnet. Schließen Sie eines und versuchen Sie es erneut.',
  chatOfflineNotice: 'Unsere Planer sind gerade nicht da. Hinterlassen Sie Ihre Frage, wir antworten per E-Mail.',
  chatEmptyText: 'Bitte schreiben Sie eine Nachricht.',
  chatTooLong: 'Nachrichten haben höchstens 5.000 Zeichen.',
  chatNoHtml: 'Nachrichten sind reiner Text; HTML ist nicht erlaubt.',
  chatBadLink: 'Links müssen mit http:// oder https:// beginnen.',
};

export const languageSuggestion: Catalog['languageSuggestion'] = {
  close: 'Schließen',
};

export const legal: Catalog['legal'] = {
  contactDetails: 'Kontaktdaten',
  email: 'E-Mail',
  phone: 'Telefon',
  address: 'Anschrift',
  lastUpdated: 'Zuletzt aktualisiert: {date}',
  consentVersion: 'Version {version}, {date}',
  consentUnavailable: 'Der Einwilligungstext konnte nicht geladen werden.',
};

export const serviceDetails: Catalog['serviceDetails'] = {
  eyebrow: 'Leistungsdetails',
  contactUs: 'Kontakt',
  loading: 'Leistungsdetails werden geladen …',
  noImages: 'Für diesen Abschnitt sind keine Bilder vorhanden',
  noImage: 'Kein Bild',
  imageAlt: '{title}, Bild {number}',
  errorTitle: 'Etwas ist schiefgelaufen',
  comingSoonTitle: 'Leistungsdetails folgen in Kürze',
  comingSoonText: 'Ausführliche Informationen zu dieser Leistung werden gerade vorbereitet. Bitte schauen Sie später wieder vorbei.',
  notFoundTitle: 'Leistung nicht gefunden',
  notFoundText: 'Die gesuchte Leistung existiert nicht oder wurde noch nicht eingerichtet.',
};

export const chat: Catalog['chat'] = {
  button: 'Chatten Sie mit uns',
  title: 'Chat mit einem Planer',
  close: 'Chat schließen',
  intro: 'Sagen Sie uns, wer Sie sind, und fragen Sie los. Ein Planer antwortet hier oder per E-Mail, falls Sie nicht mehr da sind.',
  name: 'Name',
  email: 'E-Mail',
  firstMessage: 'Ihre Frage',
  message: 'Nachricht',
  start: 'Chat starten',
  send: 'Senden',
  sending: 'Wird gesendet …',
  nameMissing: 'Bitte geben Sie Ihren Namen ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  failed: 'Ihre Nachricht wurde nicht gesendet. Bitte versuchen Sie es erneut.',
  loadFailed: 'Der Chat konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  seen: 'Gelesen',
  you: 'Sie',
  typing: '{name} schreibt …',
  team: 'Ein Planer',
  newMessage: 'Neue Nachricht von {name}: {text}',
  transcript: 'Diesen Chatverlauf per E-Mail senden',
  reconnecting: 'Verbindung wird wiederhergestellt …',
  closed: 'Dieser Chat ist beendet. Schreiben Sie erneut, um ihn wieder zu öffnen.',
  loading: 'Chat wird geladen …',
  messages: 'Nachrichten',
};

export const newsletterLink: Catalog['newsletterLink'] = {
  confirmHeading: 'Anmeldung bestätigen',
  confirmAsk: 'Klicken Sie auf die Schaltfläche unten, um zu bestätigen, dass Sie unseren Newsletter an diese Adresse erhalten möchten.',
  confirmButton: 'Anmeldung bestätigen',
  confirmBusy: 'Wird bestätigt …',
  unsubscribeHeading: 'Vom Newsletter abmelden',
  unsubscribeAsk: 'Klicken Sie auf die Schaltfläche unten, und wir senden keine Newsletter mehr an diese Adresse.',
  unsubscribeButton: 'Abmelden',
  unsubscribeBusy: 'Wird abgemeldet …',
  home: 'Zurück zur Startseite',
  failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
};

export const blog: Catalog['blog'] = {
  tags: 'Schlagwörter',
  title: 'Blog',
  intro: 'Fallberichte, Planungsleitfäden und Neuigkeiten für Zahnärztinnen und Zahnärzte, die schablonengeführt implantieren.',
  searchLabel: 'Artikel durchsuchen',
  searchButton: 'Suchen',
  noArticles: 'Es wurden noch keine Artikel veröffentlicht.',
  noResults: 'Keine Artikel passen zu „{q}“. Versuchen Sie weniger oder andere Wörter.',
  resultsFor: '{total, plural, one {# Artikel passt} other {# Artikel passen}} zu „{q}“',
  loading: 'Artikel werden geladen …',
  loadError: 'Die Artikel konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  tryAgain: 'Erneut versuchen',
  tagHeading: 'Artikel mit dem Schlagwort „{name}“',
  allArticles: 'Alle Artikel',
  pagination: 'Seiten der Artikel',
  previous: 'Neuere Artikel',
  next: 'Ältere Artikel',
  pageOf: 'Seite {page} von {pages}',
  noSuchPage: 'Der Blog hat keine Seite {page}.',
  firstPage: 'Zur ersten Seite',
  searchProblem: 'Suchen Sie nach mindestens einem Buchstaben oder einer Ziffer, mit höchstens 200 Zeichen.',
  tagNotFound: 'Kein veröffentlichter Artikel trägt dieses Schlagwort.',
  related: 'Ähnliche Artikel',
  readingTime: '{minutes} Min. Lesezeit',
  by: 'Von {name}',
  notFoundTitle: 'Artikel nicht gefunden',
  notFoundText: 'Der gesuchte Artikel existiert nicht oder ist nicht mehr veröffentlicht.',
  backToBlog: 'Zurück zum Blog',
  goneTitle: 'Artikel entfernt',
  goneText: 'Dieser Artikel wurde aus dem Blog entfernt.',
  breadcrumb: 'Brotkrumennavigation',
  home: 'Startseite',
  latestHeading: 'Neues aus dem Blog',
};
