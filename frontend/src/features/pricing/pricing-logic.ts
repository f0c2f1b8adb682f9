// The pricing carousel's pure rules (docs/product/screens.md, content.md and limits.md): which plans show, the legacy shapes a plan
// may arrive in, how a price option reads, and the looping scroll arithmetic.
import type { components } from '@shared/contract/schema';
import { formatAmount, formatPrice } from '@/lib/format/intl';
import { pricingTexts } from '@/lib/i18n/catalogs';
import { itemKey, noTextLang, textsWithin, type TextLang } from '@/lib/i18n/page-language';
import { messagesIn, type Translate } from '@/lib/i18n/use-messages';

type S = components['schemas'];
type Plan = S['Plan'];
type PricingOption = S['PricingOption'];
type PricingFormat = S['PricingFormat'];

/** From docs/product/limits.md. */
export const SCROLL_STEP_PX = 384;
export const AUTO_SCROLL_PX_PER_SECOND = 40;
export const MANUAL_PAUSE_MS = 2500;
export const READ_MORE_THRESHOLD = 120;

/** The words a plan card takes from the catalogs: each format's suffix, the default button and badge texts. */
export interface PlanWords {
  suffixes: Record<PricingFormat, string>;
  getStarted: string;
  recommended: string;
}

/** A plan card's words in the language `t` words (useMessages(pricingTexts)). */
export const planWords = (t: Translate<(typeof pricingTexts)['en']>): PlanWords => ({
  suffixes: { per_month: t('perMonth'), per_hour: t('perHour'), per_case: t('perCase'), percentage: '%', fixed: '', currency: '' },
  getStarted: t('getStarted'),
  recommended: t('recommended'),
});

const ENGLISH_WORDS = planWords(messagesIn(pricingTexts, 'en'));

/** What follows the price when an option has no display text of its own (in English: the admin's form fills it in). */
export const FORMAT_SUFFIX: Record<PricingFormat, string> = ENGLISH_WORDS.suffixes;

export interface PriceLine {
  /** '$149', '15' (percentage) or a legacy text such as 'From $149'. */
  price: string;
  /** '/case', '%', 'one-time setup' or ''. */
  suffix: string;
  /** The whole line as read: price and suffix, with a space before a worded suffix. */
  label: string;
  /** The suffix is the plan's own display text (not the format's, which the catalogs word in the page's language). */
  ownText?: boolean;
}

export interface PlanView {
  id: string;
  name: string;
  description: string;
  prices: PriceLine[];
  billingText?: string;
  buttonText: string;
  /** Set only for a popular plan: its badge text, or 'Recommended'. */
  badgeText?: string;
  features: string[];
  limitations: string[];
  highlights: string[];
  /**
   * The `lang` each text needs on this page (useTextLang): 'name', 'description', 'billingText', 'buttonText',
   * 'badgeText', 'features.<n>', 'limitations.<n>', 'highlights.<n>' and 'prices.<n>' (n: the place in the view's list).
   */
  lang: TextLang;
}

/** Plans whose isActive is not false, sorted by order (plans without an order last, in their given order). */
export function visiblePlans(plans: readonly Plan[] | undefined): Plan[] {
  const rank = (p: Plan) => (typeof p.order === 'number' ? p.order : Number.POSITIVE_INFINITY);
  return (plans ?? []).filter((p) => p.isActive !== false).sort((a, b) => rank(a) - rank(b));
}

/** A list of options, a single legacy option object, or none. */
export function optionsOf(plan: Pick<Plan, 'pricingOptions'>): PricingOption[] {
  const raw = plan.pricingOptions as PricingOption[] | PricingOption | null | undefined;
  if (Array.isArray(raw)) return raw.filter((o) => o && typeof o === 'object');
  if (raw && typeof raw === 'object') return [raw];
  return [];
}

function line(price: string, suffix: string, ownText = false): PriceLine {
  const spaced = suffix && /^[\p{L}\d(]/u.test(suffix) ? ` ${suffix}` : suffix;
  return { price, suffix, label: `${price}${spaced}`, ...(ownText ? { ownText } : {}) };
}

/**
 * An option as shown: the price, then its display text or the format's own suffix in `words`' language (a display
 * text that is the format's English suffix, as the admin's form fills it in, is that suffix too).
 */
export function formatOption(option: PricingOption, locale = 'en-US', words: PlanWords = ENGLISH_WORDS): PriceLine {
  const value = Number(option.value) || 0;
  const format: PricingFormat = option.format in FORMAT_SUFFIX ? option.format : 'fixed';
  const price = format === 'percentage' ? formatAmount(value, locale) : formatPrice(value, locale);
  const own = option.displayText?.trim();
  return own && own !== FORMAT_SUFFIX[format] ? line(price, own, true) : line(price, words.suffixes[format]);
}

/** The price lines of a plan: its options, or else the legacy plain `price` (a number or a text). */
export function priceLines(plan: Pick<Plan, 'pricingOptions' | 'price'>, locale = 'en-US', words: PlanWords = ENGLISH_WORDS): PriceLine[] {
  const options = optionsOf(plan);
  if (options.length) return options.map((option) => formatOption(option, locale, words));
  const { price } = plan;
  if (typeof price === 'number' && Number.isFinite(price)) return [line(formatPrice(price, locale), '')];
  if (typeof price === 'string' && price.trim()) {
    const text = price.trim();
    return /^\d+(\.\d+)?$/.test(text) ? [line(formatPrice(Number(text), locale), '')] : [{ ...line(text, ''), ownText: true }];
  }
  return [];
}

/** buttonText, else the legacy cta.text, else 'Get Started' (in `words`' language). */
export function buttonTextOf(plan: Partial<Pick<Plan, 'buttonText' | 'cta'>>, words: Pick<PlanWords, 'getStarted'> = ENGLISH_WORDS): string {
  return plan.buttonText?.trim() || plan.cta?.text?.trim() || words.getStarted;
}

/** A popular plan (isPopular exactly true) shows its badge text, or 'Recommended' (in `words`' language). */
export function badgeTextOf(plan: Partial<Pick<Plan, 'isPopular' | 'badge'>>, words: Pick<PlanWords, 'recommended'> = ENGLISH_WORDS): string | undefined {
  if (plan.isPopular !== true) return undefined;
  return plan.badge?.text?.trim() || words.recommended;
}

type ListField = 'features' | 'limitations' | 'highlights';

/** A list's texts (empty ones left out), each with its key in the plan (`features.2`: its place in the record). */
const textsOf = (plan: Plan, field: ListField): { text: string; key: string }[] => {
  const list: unknown = plan[field];
  if (!Array.isArray(list)) return [];
  return list.flatMap((text: unknown, i) => (typeof text === 'string' && text.trim() !== '' ? [{ text, key: `${field}.${i}` }] : []));
};

export interface PlanViewOptions {
  /** The catalogs' words in the page's language (English's when left out). */
  words?: PlanWords;
  /** The `lang` of the pricing record's texts by key (useTextLang of the record): marks those shown in the default language. */
  lang?: TextLang;
  /** The `lang` of a text the plan has in one language only (its own display text of a price), on another language's page. */
  ownLang?: string;
}

/** A plan as its card shows it, its prices in `locale`'s form and its words in `words`' language. */
export function planViewIn(locale: string, plan: Plan, index = 0, { words = ENGLISH_WORDS, lang = noTextLang, ownLang }: PlanViewOptions = {}): PlanView {
  const own = textsWithin(lang, itemKey('plans', plan, index));
  const prices = priceLines(plan, locale, words);
  const lists = { features: textsOf(plan, 'features'), limitations: textsOf(plan, 'limitations'), highlights: textsOf(plan, 'highlights') };
  const buttonKey = plan.buttonText?.trim() ? 'buttonText' : plan.cta?.text?.trim() ? 'cta.text' : undefined;
  const keys: Record<string, string | undefined> = {
    name: 'name',
    description: 'description',
    billingText: 'customBillingText',
    buttonText: buttonKey,
    badgeText: plan.badge?.text?.trim() ? 'badge.text' : undefined,
  };
  return {
    id: plan._id ?? `plan-${index}`,
    name: plan.name,
    description: plan.description ?? '',
    prices,
    billingText: plan.customBillingText?.trim() || undefined,
    buttonText: buttonTextOf(plan, words),
    badgeText: badgeTextOf(plan, words),
    features: lists.features.map((t) => t.text),
    limitations: lists.limitations.map((t) => t.text),
    highlights: lists.highlights.map((t) => t.text),
    lang: (key) => {
      const [field, n] = key.split('.') as [string, string | undefined];
      if (field === 'prices') return prices[Number(n)]?.ownText ? ownLang : undefined;
      if (n !== undefined && field in lists) {
        const item = lists[field as ListField][Number(n)];
        return item && own(item.key);
      }
      const recordKey = keys[field];
      return recordKey ? own(recordKey) : undefined;
    },
  };
}

/** A plan as its card shows it on an English page. */
export const toPlanView = (plan: Plan, index = 0): PlanView => planViewIn('en-US', plan, index);

/** A description over the threshold is cut to it (at a word when one ends near) and marked with an ellipsis. */
export function clampDescription(text: string, limit = READ_MORE_THRESHOLD): { text: string; clamped: boolean } {
  if (text.length <= limit) return { text, clamped: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const short = (space > limit * 0.75 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '');
  return { text: `${short}…`, clamped: true };
}

/**
 * The carousel's list: three copies when there is more than one plan (so it can loop), else the list itself.
 * Before the carousel is live (the server's HTML) only the middle copy is there: the copies around it cost the
 * page's first layout and show nothing a visitor can reach before the carousel moves.
 */
export function loopPlans<T>(plans: readonly T[], { live = true } = {}): { item: T; copy: number }[] {
  if (plans.length <= 1) return plans.map((item) => ({ item, copy: 0 }));
  const copies = live ? [0, 1, 2] : [1];
  return copies.flatMap((copy) => plans.map((item) => ({ item, copy })));
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, Math.max(0, max)));

/**
 * Keeps an auto-scrolling position inside the tripled list: one period (one copy's width) back when it reaches
 * the third copy or the end, one forward when it passes the start. The copies are identical, so the jump is
 * invisible.
 */
export function wrapScroll(pos: number, period: number, max: number): number {
  if (period <= 0) return clamp(pos, max);
  if (pos >= 2 * period || pos >= max) return clamp(pos - period, max);
  if (pos < 0) return clamp(pos + period, max);
  return pos;
}

/** Where an arrow's step starts: moved by one period first when the step would run past either end. */
export function stepStart(pos: number, direction: 1 | -1, period: number, max: number, step = SCROLL_STEP_PX): number {
  if (period <= 0) return pos;
  if (direction > 0 && pos + step > max) return clamp(pos - period, max);
  if (direction < 0 && pos - step < 0) return clamp(pos + period, max);
  return pos;
}
