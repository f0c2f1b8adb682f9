// The public site's own texts in Arabic: the parts of the home, contact and not-found pages (REQUIRED_PARTS in
// catalog-check.ts holds them whole); a part or key left out here is shown in English.
import type { PartialCatalog } from '../catalog-types';

export const site: PartialCatalog['site'] = {
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'الصفحة التي تبحث عنها غير موجودة.',
  goHome: 'العودة إلى الصفحة الرئيسية',
  tryAgain: 'حاول مرة أخرى',
};

export const header: PartialCatalog['header'] = {
  logoAlt: 'الشعار',
  loading: 'جارٍ تحميل الترويسة',
  notConfigured: 'الترويسة غير مُعدّة',
  mainNavigation: 'القائمة الرئيسية',
  toggleNavigation: 'إظهار التنقل أو إخفاؤه',
  primaryButton: 'الزر الأساسي',
  secondaryButton: 'الزر الثانوي',
  languages: 'اللغة',
};

export const footer: PartialCatalog['footer'] = {
  loading: 'جارٍ تحميل التذييل',
  contact: 'اتصل بنا',
  privacyPolicy: 'سياسة الخصوصية',
  terms: 'الشروط والأحكام',
  newsletter: 'النشرة البريدية',
  emailPlaceholder: 'بريدك الإلكتروني',
  emailLabel: 'عنوان البريد الإلكتروني',
  subscribe: 'اشترك',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  subscribeFailed: 'تعذّر الاشتراك. يرجى المحاولة مرة أخرى.',
};

export const hero: PartialCatalog['hero'] = {
  loading: 'جارٍ تحميل القسم الرئيسي',
  cta: 'احجز جلسة عبر الإنترنت',
};

export const services: PartialCatalog['services'] = {
  loading: 'جارٍ تحميل الخدمات',
  showDetails: 'عرض تفاصيل {title}',
};

export const pricing: PartialCatalog['pricing'] = {
  loading: 'جارٍ تحميل الأسعار',
  showLess: 'عرض أقل',
  readMore: 'اقرأ المزيد',
  resumeScrolling: 'استئناف التمرير التلقائي',
  pauseScrolling: 'إيقاف التمرير التلقائي مؤقتًا',
  scrollLeft: 'تمرير الباقات إلى اليسار',
  scrollRight: 'تمرير الباقات إلى اليمين',
  plans: 'باقات الأسعار',
  tryAgain: 'حاول مرة أخرى',
  loadFailed: 'تعذّر تحميل باقات الأسعار. تُعرض الباقات الافتراضية.',
  perMonth: '/شهريًا',
  perHour: '/ساعة',
  perCase: '/حالة',
  getStarted: 'ابدأ الآن',
  recommended: 'موصى بها',
};

export const testimonials: PartialCatalog['testimonials'] = {
  loading: 'جارٍ تحميل آراء العملاء',
  title: 'ماذا يقول عملاؤنا',
  rated: 'التقييم {value} من {scale}',
  photoOf: 'صورة {name}',
};

export const howItWorks: PartialCatalog['howItWorks'] = {
  title: 'كيف نعمل',
  step: 'الخطوة {number}',
  step1Title: 'أرسل حالتك أو احجز اجتماعًا',
  step1Text: 'ارفع صور الأشعة المقطعية والمسح داخل الفم، أو ناقش الحالة معنا عبر الإنترنت.',
  step2Title: 'نحن نصمم، أو نكلّف الخبراء المناسبين',
  step2Text: 'يضع مخططونا الزرعات وفق التعويض النهائي ويصممون الدليل الجراحي.',
  step3Title: 'جاهز للتسليم أو الجراحة',
  step3Text: 'وافق على الخطة واستلم ملفات الدليل الجاهزة للطباعة ليوم الجراحة.',
  cta: 'أرسل حالة / احجز اجتماعًا',
};

export const booking: PartialCatalog['booking'] = {
  title: 'تواصل معنا',
  introBefore: 'احجز جلسة تخطيط عبر الإنترنت أو أرسل إلينا حالتك. الحقول المميزة بـ',
  asterisk: 'علامة النجمة',
  introAfter: 'مطلوبة.',
  form: 'احجز جلسة',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  subject: 'الموضوع',
  date: 'التاريخ',
  time: 'الوقت',
  messageOptional: 'الرسالة (اختيارية)',
  submitting: 'جارٍ الإرسال...',
  waitingForFiles: 'بانتظار ملفاتك...',
  submit: 'إرسال الحجز',
  dontSendYet: 'لا ترسل الآن',
  required: 'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف، الموضوع، التاريخ والوقت).',
  success: 'تم إرسال الحجز بنجاح! سنتواصل معك قريبًا.',
  network: 'خطأ في الشبكة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  filesUploading: 'سيُرسل حجزك فور اكتمال رفع ملفاتك.',
  filesNotAccepted: 'رُفض بعض ملفاتك أو تعذّر رفعه. احذفها (أو أعد محاولة رفع ما فشل) قبل إرسال الحجز.',
  filesExpired: 'لم تعد ملفاتك موجودة على خادمنا. احذفها وأضفها مجددًا، ثم أرسل الحجز.',
  caseFilesOptional: 'ملفات الحالة (اختيارية)',
  caseFiles: 'ملفات الحالة',
  allCaseFiles: 'جميع ملفات الحالة',
  dropHere: 'أفلت صورك هنا، أو',
  chooseFiles: 'اختر الملفات',
  uploaderFailed: 'تعذّر تحميل أداة رفع الملفات. تحقّق من اتصالك؛ ستُعاد المحاولة عند استخدامك النموذج.',
  fileUpload: 'رفع {name}',
  progress: '{percent}٪، {sent} من {total}',
};

/** The home page's latest articles; the blog's own pages are in English. */
export const blog: PartialCatalog['blog'] = {
  latestHeading: 'أحدث المقالات',
  allArticles: 'جميع المقالات',
  tags: 'الوسوم',
  readingTime: 'قراءة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} other {# دقيقة}}',
  by: 'بقلم {name}',
};

export const contact: PartialCatalog['contact'] = {
  pageTitle: 'اتصل بنا',
  title: 'اتصل بنا',
  intro: 'أسئلة حول حالة أو بروتوكول تخطيط أو خدماتنا؟ أرسل إلينا رسالة وسنرد عليك بالبريد الإلكتروني.',
  form: 'نموذج الاتصال',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  message: 'الرسالة',
  sending: 'جارٍ الإرسال...',
  send: 'إرسال الرسالة',
  nameTooShort: 'يجب ألا يقل الاسم عن {min, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
  messageTooShort: 'يجب ألا تقل الرسالة عن {min, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
  success: 'تم إرسال النموذج بنجاح!',
  failure: 'حدث خطأ أثناء إرسال النموذج. يرجى المحاولة مرة أخرى.',
};

export const consent: PartialCatalog['consent'] = {
  bannerLabel: 'الموافقة على ملفات تعريف الارتباط',
  bannerTitle: 'خصوصيتك',
  bannerText:
    'نستخدم ملفات تعريف الارتباط للتحليلات والتسويق بموافقتك فقط. ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل مفعّلة دائمًا. يمكنك تغيير اختيارك في أي وقت من «إعدادات ملفات تعريف الارتباط».',
  acceptAll: 'قبول الكل',
  rejectAll: 'رفض الكل',
  choose: 'اختيار',
  saveChoices: 'حفظ الاختيارات',
  cookieSettings: 'إعدادات ملفات تعريف الارتباط',
  saved: 'تم حفظ اختيارك.',
  failed: 'تعذّر حفظ اختيارك. يُرجى المحاولة مرة أخرى.',
  necessaryLabel: 'ضرورية',
  necessaryDescription: 'ما يحتاجه الموقع ليعمل: جلستك، والمحادثة، وهذا الاختيار. مفعّلة دائمًا.',
  analyticsLabel: 'التحليلات',
  analyticsDescription: 'إحصاء الزيارات والصفحات المقروءة لتحسين الموقع (Google Analytics).',
  marketingLabel: 'التسويق',
  marketingDescription: 'قياس إعلاناتنا (بكسل فيسبوك).',
  staleVersion: 'تغيّر إشعار ملفات تعريف الارتباط؛ يُرجى الاختيار مرة أخرى.',
  tooMany: 'اختيارات كثيرة جدًا من هذا العنوان. يُرجى الانتظار دقيقة.',
  trackersHeading: 'ملفات تعريف الارتباط وأدوات التتبع',
};

export const healthConsent: PartialCatalog['healthConsent'] = {
  label: 'أوافق على معالجة هذه البيانات الصحية لغرض التخطيط',
  loading: 'جارٍ تحميل نص الموافقة…',
  unavailable: 'تعذّر تحميل نص الموافقة. يُرجى إعادة تحميل الصفحة لإرسال ملفات الحالة.',
  policyHeading: 'البيانات الصحية التي ترسلها إلينا',
};

export const answers: PartialCatalog['answers'] = {
  rateLimited: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  healthConsentMissing: 'يُرجى إعطاء موافقتك الصريحة على معالجة البيانات الصحية قبل إرسال ملفات الحالة',
  healthConsentStale: 'تغيّر نص الموافقة منذ تحميل هذه الصفحة؛ يُرجى قراءته مرة أخرى ووضع علامة في المربع',
  newsletterSubscribe: 'اقتربت من الانتهاء: يُرجى تأكيد اشتراكك عبر الرابط الذي أرسلناه إلى بريدك الإلكتروني.',
};

export const languageSuggestion: PartialCatalog['languageSuggestion'] = {
  close: 'إغلاق',
};

export const caseUpload: PartialCatalog['caseUpload'] = {
  hint: 'صور الأشعة المقطعية كسلسلة DICOM مضغوطة (.zip) أو ملفات .dcm، والمسح داخل الفم (.stl، .ply، .obj)، وملفات .pdf أو .doc أو .docx أو .jpg أو .png؛ حتى {maxFile} للملف و{maxBooking} إجمالًا.',
  waiting: 'في الانتظار',
  uploading: 'جارٍ الرفع',
  paused: 'متوقف مؤقتًا',
  checking: 'جارٍ الفحص — أُرسلت كل البيانات، في انتظار الفحص',
  complete: 'اكتمل — {size}',
  completeKind: 'اكتمل — {kind}، {size}',
  refused: 'رُفض {name}: {problem}',
  refusedUnknown: 'رُفض {name}: لم يقبله الخادم.',
  failed: 'فشل — {problem}',
  failedUnknown: 'فشل — انقطع الاتصال.',
  pausedChooseAgain: 'متوقف مؤقتًا — اختر {name} مرة أخرى للمتابعة',
  announce: '{name}: {state}',
  removed: 'أُزيل {name}.',
  removeFailed: 'تعذّرت إزالة {name}. تحقق من اتصالك وحاول مرة أخرى.',
  duplicate: '{name} موجود في القائمة بالفعل.',
  pause: 'إيقاف مؤقت',
  resume: 'متابعة',
  retry: 'إعادة المحاولة',
  choose: 'اختيار',
  chooseAgainName: '{name} مرة أخرى',
  remove: 'إزالة',
  cancel: 'إلغاء',
  ofTotal: '{sent} من {total}',
  perSecond: '{size}/ث',
  bytes: '{count, plural, zero {# بايت} one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}}',
  lessThanMinute: 'أقل من دقيقة متبقية',
  aboutMinutes: 'نحو {minutes} دقيقة متبقية',
  aboutHours: 'نحو {hours} ساعة متبقية',
  aboutHoursMinutes: 'نحو {hours} ساعة و{minutes} دقيقة متبقية',
  kindDicomZip: 'سلسلة DICOM (zip)',
  kindDicom: 'ملف DICOM',
  kindStl: 'شبكة STL',
  kindPly: 'شبكة PLY',
  kindObj: 'شبكة OBJ',
  kindPdf: 'مستند PDF',
  kindDoc: 'مستند Word (.doc)',
  kindDocx: 'مستند Word (.docx)',
  kindJpeg: 'صورة JPEG',
  kindPng: 'صورة PNG',
  notAccepted: 'لا تُقبل الملفات المنتهية بـ .{ext}.',
  empty: 'الملف فارغ.',
  notWhatItSays: 'محتوى الملف لا يطابق ما يدل عليه اسمه (.{ext}).',
  fileTooLarge: 'الملف أكبر من {max}، وهو الحد الأقصى للملف الواحد.',
  bookingTooLarge: 'ستتجاوز هذه الملفات {max}، وهو الحد الأقصى للحجز الواحد.',
  tooManyFiles: 'يمكن للحجز الواحد إرسال {max} ملفًا على الأكثر.',
  alreadyBound: 'أُرسل هذا الملف مع حجز ولم يعد من الممكن إلغاؤه.',
  notComplete: 'لم يصل هذا الملف كاملًا، أو رُفض.',
  gaveUp: 'انقطع الاتصال. أعد المحاولة عند عودتك إلى الإنترنت.',
  serverRefused: 'رفضه الخادم ({status}).',
  notChecked: 'لم ينتهِ الخادم من فحص الملف بعد. أعد المحاولة بعد قليل.',
};
