// The public site's own texts in English, in ICU MessageFormat: one export per part of the site, so an island ships
// only its own part's texts. English defines the keys: de.ts has every one of them, ar.ts the parts a visitor of
// the Arabic home, contact and not-found pages reads (a missing Arabic text is the English one).
// No imports: the build's check (catalog-check.ts) reads these files from the Vite config.

/** The texts more than one page shows, and the not-found page's. */
export const site = {
  notFoundTitle: 'Page Not Found',
  notFoundText: "The page you're looking for doesn't exist.",
  goHome: 'Go Back Home',
  tryAgain: 'Try Again',
};

export const header = {
  logoAlt: 'Logo',
  loading: 'Loading header',
  notConfigured: 'Header not configured',
  mainNavigation: 'Main',
  toggleNavigation: 'Toggle navigation',
  primaryButton: 'Primary Button',
  secondaryButton: 'Secondary Button',
  languages: 'Language',
};

export const footer = {
  loading: 'Loading footer',
  contact: 'Contact',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  newsletter: 'Newsletter',
  emailPlaceholder: 'Your email',
  emailLabel: 'Email address',
  subscribe: 'Subscribe',
  invalidEmail: 'Please enter a valid email address.',
  subscribeFailed: 'Subscription failed. Please try again.',
};

export const hero = {
  loading: 'Loading hero',
  cta: 'Book Online Session',
};

export const services = {
  loading: 'Loading services',
  showDetails: 'Show details of {title}',
};

export const pricing = {
  loading: 'Loading pricing',
  showLess: 'Show less',
  readMore: 'Read more',
  resumeScrolling: 'Resume automatic scrolling',
  pauseScrolling: 'Pause automatic scrolling',
  scrollLeft: 'Scroll pricing plans left',
  scrollRight: 'Scroll pricing plans right',
  plans: 'Pricing plans',
  tryAgain: 'Try Again',
  loadFailed: 'Failed to load pricing plans. Using default plans.',
  perMonth: '/month',
  perHour: '/hr',
  perCase: '/case',
  getStarted: 'Get Started',
  recommended: 'Recommended',
};

export const testimonials = {
  loading: 'Loading testimonials',
  title: 'What Our Clients Say',
  rated: 'Rated {value} out of {scale}',
  photoOf: 'Photo of {name}',
};

export const howItWorks = {
  title: 'How it works',
  step: 'Step {number}',
  step1Title: 'Submit your case or book a meeting',
  step1Text: 'Upload CBCT and intraoral scans, or talk the case through with us online.',
  step2Title: 'We design, or assign the right experts',
  step2Text: 'Our planners place the implants prosthetically and design the surgical guide.',
  step3Title: 'Ready to deliver or operate',
  step3Text: 'Approve the plan and receive print-ready guide files for surgery day.',
  cta: 'Submit Case / Book Meeting',
};

export const booking = {
  title: 'Get in Touch',
  introBefore: 'Book an online planning session or send us your case. Fields marked',
  asterisk: 'with an asterisk',
  introAfter: 'are required.',
  form: 'Book a session',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  date: 'Date',
  time: 'Time',
  messageOptional: 'Message (optional)',
  submitting: 'Submitting...',
  waitingForFiles: 'Waiting for your files...',
  submit: 'Submit Booking',
  dontSendYet: "Don't send yet",
  required: 'Please fill in all required fields (Name, Email, Phone, Subject, Date, and Time).',
  success: 'Booking submitted successfully! We will contact you soon.',
  network: 'Network error. Please check your connection and try again.',
  filesUploading: 'Your booking will be sent as soon as your files have finished uploading.',
  filesNotAccepted: 'Some of your files were refused or could not be uploaded. Remove them (or retry the ones that failed) before you send the booking.',
  filesExpired: 'Your files are no longer on our server. Remove them and add them again, then send the booking.',
  caseFilesOptional: 'Case files (optional)',
  caseFiles: 'Case files',
  allCaseFiles: 'All case files',
  dropHere: 'Drop your scans here, or',
  chooseFiles: 'Choose files',
  uploaderFailed: 'The file upload could not load. Check your connection; it tries again when you use the form.',
  fileUpload: '{name} upload',
  progress: '{percent}%, {sent} of {total}',
};

export const contact = {
  pageTitle: 'Contact',
  title: 'Contact Us',
  intro: 'Questions about a case, a planning protocol or our services? Send us a message and we will reply by email.',
  form: 'Contact us',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  sending: 'Sending...',
  send: 'Send Message',
  nameTooShort: 'Name must be at least {min, plural, one {# character} other {# characters}}.',
  invalidEmail: 'Please enter a valid email address.',
  messageTooShort: 'Message must be at least {min, plural, one {# character} other {# characters}}.',
  success: 'Form submitted successfully!',
  failure: 'Error submitting form. Please try again.',
};

/** The cookie banner (its English is CONSENT_TEXTS of shared/contract/consent.ts, which the server answers with). */
export const consent = {
  bannerLabel: 'Cookie consent',
  bannerTitle: 'Your privacy',
  bannerText:
    'We use cookies for analytics and marketing only with your consent. The cookies this site needs to work are always on. You can change your choice at any time under "Cookie settings".',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  saveChoices: 'Save choices',
  cookieSettings: 'Cookie settings',
  saved: 'Your choice is saved.',
  failed: 'Your choice could not be saved. Please try again.',
  necessaryLabel: 'Necessary',
  necessaryDescription: 'What the site needs to work: your session, the chat, this choice. Always on.',
  analyticsLabel: 'Analytics',
  analyticsDescription: 'Counting visits and pages read, to improve the site (Google Analytics).',
  marketingLabel: 'Marketing',
  marketingDescription: 'Measuring our advertising (the Facebook pixel).',
  staleVersion: 'The cookie banner has changed; please choose again.',
  tooMany: 'Too many choices from this address. Please wait a minute.',
  trackersHeading: 'Cookies and trackers',
};

/** The health-data consent box of the booking form and the chat (its English is HEALTH_CONSENT_TEXTS, shared/contract/person-data.ts). */
export const healthConsent = {
  label: 'I consent to the processing of this health data for planning',
  loading: 'Loading the consent text…',
  unavailable: 'The consent text could not be loaded. Please reload the page to send case files.',
  policyHeading: 'Health data you send us',
};

/**
 * The answers of the server and of the shared rules (shared/contract) that the public pages show, found by their
 * English text (server-answers.ts): English's are the contract's exact strings.
 */
export const answers = {
  rateLimited: 'Too many requests. Please try again later.',
  healthConsentMissing: 'Please give your explicit consent to the processing of health data before sending case files',
  healthConsentStale: 'The consent text has changed since this page was loaded; please read it again and tick the box',
  newsletterSubscribe: 'Almost done: please confirm your subscription with the link we have emailed you.',
  newsletterConfirmed: 'Your subscription is confirmed. Thank you for subscribing!',
  newsletterUnsubscribed: 'You are unsubscribed. You will get no more emails from us.',
  newsletterTokenInvalid: 'This link is not valid. Please use the latest link we emailed you.',
  newsletterTokenUsed: 'This link was already used; the address is not subscribed.',
  chatOff: 'The chat is not available.',
  chatNoConversation: 'Start a conversation first.',
  chatBlocked: 'This conversation is closed to new messages.',
  chatClosed: 'This conversation is closed. Reopen it to reply.',
  chatHoneypot: 'Your message could not be sent.',
  chatTranscriptQueued: 'The transcript is on its way to your inbox.',
  chatResumeInvalid: 'This link is not valid any more. Please start a new conversation.',
  chatTooManyMessages: 'You are sending messages too quickly. Please wait a minute.',
  chatTooManyStreams: 'Too many chat windows are open. Close one and try again.',
  chatOfflineNotice: 'Our planners are away right now. Leave your question and we will answer by email.',
  chatEmptyText: 'Please write a message.',
  chatTooLong: 'Messages are at most 5,000 characters.',
  chatNoHtml: 'Messages are plain text; HTML is not allowed.',
  chatBadLink: 'Links must start with http:// or https://.',
};

/** The notice that offers the page in the visitor's preferred language (language-suggestion.ts), in that language. */
export const languageSuggestion = {
  close: 'Close',
};

/** The booking form's case-file list (features/booking/case-upload-*): each file's state, its buttons, the totals. */
export const caseUpload = {
  hint: 'CBCT scans as a zipped DICOM series (.zip) or .dcm files, intraoral scans (.stl, .ply, .obj), and .pdf, .doc, .docx, .jpg or .png; up to {maxFile} a file and {maxBooking} in all.',
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  checking: 'Checking — all bytes sent, waiting for the check',
  complete: 'Complete — {size}',
  completeKind: 'Complete — {kind}, {size}',
  refused: '{name} was refused: {problem}',
  refusedUnknown: '{name} was refused: the server did not accept it.',
  failed: 'Failed — {problem}',
  failedUnknown: 'Failed — the connection gave up.',
  pausedChooseAgain: 'Paused — choose {name} again to resume',
  announce: '{name}: {state}',
  removed: '{name} removed.',
  removeFailed: '{name} could not be removed. Check your connection and try again.',
  duplicate: '{name} is already in the list.',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  choose: 'Choose',
  chooseAgainName: '{name} again',
  remove: 'Remove',
  cancel: 'Cancel',
  ofTotal: '{sent} of {total}',
  perSecond: '{size}/s',
  bytes: '{count, plural, one {# byte} other {# bytes}}',
  lessThanMinute: 'less than a minute left',
  aboutMinutes: 'about {minutes} min left',
  aboutHours: 'about {hours} h left',
  aboutHoursMinutes: 'about {hours} h {minutes} min left',
  kindDicomZip: 'DICOM series (zip)',
  kindDicom: 'DICOM file',
  kindStl: 'STL mesh',
  kindPly: 'PLY mesh',
  kindObj: 'OBJ mesh',
  kindPdf: 'PDF document',
  kindDoc: 'Word document (.doc)',
  kindDocx: 'Word document (.docx)',
  kindJpeg: 'JPEG image',
  kindPng: 'PNG image',
  notAccepted: 'Files ending in .{ext} are not accepted.',
  empty: 'The file is empty.',
  notWhatItSays: "The file's content is not what its name (.{ext}) says.",
  fileTooLarge: 'The file is larger than {max}, the most one file may be.',
  bookingTooLarge: 'These files would come to more than {max}, the most one booking may send.',
  tooManyFiles: 'One booking may send at most {max} files.',
  alreadyBound: 'This file was sent with a booking and can no longer be cancelled.',
  notComplete: 'This file has not arrived completely, or was refused.',
  gaveUp: 'The connection gave up. Retry when you are back online.',
  serverRefused: 'The server refused it ({status}).',
  notChecked: 'The server has not finished checking the file. Retry in a moment.',
};

export const legal = {
  contactDetails: 'Contact details',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  lastUpdated: 'Last updated: {date}',
  consentVersion: 'Version {version}, {date}',
  consentUnavailable: 'The consent text could not be loaded.',
  privacyPageTitle: 'Privacy Policy',
  privacyLoading: 'Loading privacy policy...',
  privacyUnavailable: 'Privacy Policy Not Available',
  privacyLoadFailed: 'Failed to load privacy policy',
  termsPageTitle: 'Terms & Conditions',
  termsLoading: 'Loading terms and conditions...',
  termsUnavailable: 'Terms and Conditions Not Available',
  termsLoadFailed: 'Failed to load terms and conditions',
};

export const serviceDetails = {
  eyebrow: 'Service Details',
  contactUs: 'Contact Us',
  loading: 'Loading service details...',
  noImages: 'No images available for this section',
  noImage: 'No Image',
  imageAlt: '{title} image {number}',
  errorTitle: 'Something went wrong',
  comingSoonTitle: 'Service Details Coming Soon',
  comingSoonText: 'Detailed information for this service is being prepared. Please check back later.',
  notFoundTitle: 'Service Not Found',
  notFoundText: "The service you're looking for doesn't exist or hasn't been configured yet.",
  loadFailed: 'Failed to load service details. Please try again.',
};

export const chat = {
  button: 'Chat with us',
  title: 'Chat with a planner',
  close: 'Close the chat',
  intro: 'Tell us who you are, then ask away. A planner answers here, or by email if you have left.',
  name: 'Name',
  email: 'Email',
  firstMessage: 'Your question',
  message: 'Message',
  start: 'Start chat',
  send: 'Send',
  sending: 'Sending…',
  nameMissing: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  failed: 'Your message was not sent. Please try again.',
  loadFailed: 'The chat could not be loaded.',
  retry: 'Try again',
  seen: 'Seen',
  you: 'You',
  typing: '{name} is typing…',
  team: 'A planner',
  newMessage: 'New message from {name}: {text}',
  transcript: 'Email me this conversation',
  reconnecting: 'Reconnecting…',
  closed: 'This conversation is closed. Write again to reopen it.',
  loading: 'Loading the chat…',
  messages: 'Messages',
};

/** The pages an email's links open (confirm a subscription, unsubscribe). */
export const newsletterLink = {
  confirmHeading: 'Confirm your subscription',
  confirmAsk: 'Press the button below to confirm that you want to receive our newsletter at this address.',
  confirmButton: 'Confirm my subscription',
  confirmBusy: 'Confirming...',
  unsubscribeHeading: 'Unsubscribe from the newsletter',
  unsubscribeAsk: 'Press the button below and we will send no more newsletters to this address.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribeBusy: 'Unsubscribing...',
  home: 'Back to the home page',
  failed: 'Something went wrong. Please try again.',
};

export const blog = {
  tags: 'Tags',
  title: 'Blog',
  intro: 'Case reports, planning guides and news for dentists who place implants with a guide.',
  searchLabel: 'Search the articles',
  searchButton: 'Search',
  noArticles: 'No articles have been published yet.',
  noResults: 'No articles match “{q}”. Try fewer or other words.',
  resultsFor: '{total, plural, one {# article matches} other {# articles match}} “{q}”',
  loading: 'Loading articles...',
  loadError: 'Failed to load articles. Please try again.',
  tryAgain: 'Try Again',
  tagHeading: 'Articles tagged “{name}”',
  allArticles: 'All articles',
  pagination: 'Pages of articles',
  previous: 'Newer articles',
  next: 'Older articles',
  pageOf: 'Page {page} of {pages}',
  noSuchPage: 'There is no page {page} of the blog.',
  firstPage: 'Go to the first page',
  searchProblem: 'Search for at least one letter or digit, in at most 200 characters.',
  tagNotFound: 'No published article carries this tag.',
  related: 'Related articles',
  readingTime: '{minutes} min read',
  by: 'By {name}',
  notFoundTitle: 'Article Not Found',
  notFoundText: 'The article you are looking for does not exist or is no longer published.',
  backToBlog: 'Back to the blog',
  goneTitle: 'Article Removed',
  goneText: 'This article has been removed from the blog.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  latestHeading: 'Latest from the blog',
};
