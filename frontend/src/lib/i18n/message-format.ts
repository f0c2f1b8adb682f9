// The site's own texts are ICU MessageFormat (frontend/src/lib/i18n/messages). This is the small part of it the
// pages run: arguments (`{name}`, `{count, number}`), `plural` and `selectordinal` with `=n`, the language's plural
// categories and `#`, and `select`, with the apostrophe quoting of ICU. The catalogs are checked against the full
// grammar at build and test time (catalog-check.ts), which also refuses anything this does not read, so a message
// that reaches a page is always one this formats.

/** A parsed message: text, an argument, or `#` (the number of the nearest plural). */
export type MessagePart = string | ArgumentPart | 0;

export interface ArgumentPart {
  name: string;
  type?: 'number' | 'plural' | 'selectordinal' | 'select';
  /** A plural's or select's messages by selector (`=0`, `one`, `other`, a select's value). */
  options?: Record<string, MessagePart[]>;
}

export type MessageValues = Readonly<Record<string, string | number>>;

const SPECIAL = /[{}#']/;

/** Reads `source` into parts; throws on what it does not read (the build's check throws first). */
export function parseMessage(source: string): MessagePart[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at ${at} in "${source}"`);
  };
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(source.slice(at));
    if (!match) fail('a name is expected');
    at += match![0].length;
    return match![1];
  };
  const parts = (inPlural: boolean, nested: boolean): MessagePart[] => {
    const out: MessagePart[] = [];
    let text = '';
    while (at < source.length) {
      const c = source[at];
      if (c === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next && (next === '{' || next === '}' || (inPlural && next === '#'))) {
          const end = source.indexOf("'", at + 1);
          text += source.slice(at + 1, end < 0 ? source.length : end);
          at = end < 0 ? source.length : end + 1;
        } else {
          text += c;
          at++;
        }
      } else if (c === '#' && inPlural) {
        if (text) out.push(text);
        text = '';
        out.push(0);
        at++;
      } else if (c === '{') {
        if (text) out.push(text);
        text = '';
        at++;
        out.push(argument(inPlural));
      } else if (c === '}') {
        if (!nested) fail('an unopened }');
        break;
      } else {
        const rest = source.slice(at);
        const stop = rest.search(SPECIAL);
        const chunk = stop < 0 ? rest : rest.slice(0, Math.max(stop, 1));
        text += chunk;
        at += chunk.length;
      }
    }
    if (text) out.push(text);
    return out;
  };
  const argument = (inPlural: boolean): ArgumentPart => {
    const name = word();
    const part: ArgumentPart = { name };
    if (source[at] === ',') {
      at++;
      const type = word();
      if (type === 'number') part.type = 'number';
      else if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        part.type = type;
        if (source[at] !== ',') fail('options are expected');
        at++;
        part.options = {};
        while (!/^\s*}/.test(source.slice(at))) {
          const selector = word();
          if (source[at] !== '{') fail('a message is expected');
          at++;
          part.options[selector] = parts(type !== 'select' || inPlural, true);
          if (source[at] !== '}') fail('a } is expected');
          at++;
        }
        if (!part.options.other) fail('an option "other" is expected');
      } else fail(`type "${type}" is not read here`);
    }
    while (/\s/.test(source[at] ?? '')) at++;
    if (source[at] !== '}') fail('a } is expected');
    at++;
    return part;
  };
  const out = parts(false, false);
  if (at < source.length) fail('an unopened }');
  return out;
}

const cache = new Map<string, MessagePart[]>();

/** The message `source` with `values`, worded for `locale` (its plural categories and number format). */
export function formatMessage(source: string, values: MessageValues = {}, locale = 'en'): string {
  let parts = cache.get(source);
  if (!parts) cache.set(source, (parts = parseMessage(source)));
  return render(parts, values, locale);
}

function render(parts: MessagePart[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part === 0) out += count === undefined ? '#' : new Intl.NumberFormat(locale).format(count);
    else {
      const value = values[part.name];
      if (!part.type) out += value ?? `{${part.name}}`;
      else if (part.type === 'number') out += typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : (value ?? '');
      else if (part.type === 'select') {
        const options = part.options!;
        out += render(options[String(value)] ?? options.other, values, locale, count);
      } else {
        const n = Number(value);
        const options = part.options!;
        const category = new Intl.PluralRules(locale, { type: part.type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
        out += render(options[`=${n}`] ?? options[category] ?? options.other, values, locale, n);
      }
    }
  }
  return out;
}
