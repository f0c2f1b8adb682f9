// The rules of the site's stylesheet a page's own HTML uses: what the server writes into a page it renders, so the
// first paint parses and matches only those (ADR 0032). The whole stylesheet is fetched once the page is idle and
// applied when an island wakes (frontend/src/lib/islands/whole-stylesheet.ts), for what the islands show then (an
// open menu, a form's messages).
//
// A rule is kept when one of its selectors needs only classes and attributes the page's HTML holds (an attribute
// with a value, `[data-bs-theme=dark]`, needs that value; with another operator, the attribute). What is inside
// :not(), :is(), :where() and :has() is not counted as needed, so such a selector is kept whenever the rest of it
// matches: the subset may hold a rule too many, never one too few. Until an island wakes, nothing changes a class or
// an attribute of the page but `boot.ts`, which sets the 'auto' colour mode on <html>: a page without a colour mode
// of its own keeps the rules of both. A rule that needs nothing (an element, :root) is always kept; so are
// @font-face, @keyframes and the like.
//
// Of the custom properties those rules declare (Bootstrap's 230 `--bs-*`), only the ones something reads are kept: a
// `var()` of a kept rule's own property, of the page's HTML (a style attribute, the theme's <style>), or of a
// custom property kept already. The whole stylesheet brings the rest with it.

interface StyleRule {
  kind: 'rule';
  selectors: { text: string; needs: string[] }[];
  body: string;
}
interface GroupRule {
  kind: 'group';
  prelude: string;
  rules: Rule[];
}
interface KeptRule {
  kind: 'kept';
  text: string;
}
type Rule = StyleRule | GroupRule | KeptRule;

/** At-rules whose blocks hold style rules, which are chosen one by one. */
const GROUPS = /^@(media|supports|container|layer)\b/;

/** The end of the block that opens at `open` (its `{`), minding strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** The top-level parts of `text` split at `sep`, outside strings, parentheses and brackets. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const unquote = (v: string) => v.replace(/^(["'])(.*)\1$/, '$2');

/**
 * What a selector needs of the page, outside functional pseudo-classes: `.name` for a class, `[name` for an
 * attribute, `[name=value` for an attribute with that value.
 */
export function selectorNeeds(selector: string): string[] {
  let bare = '';
  const needs: string[] = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '[' && depth === 0) {
      const end = selector.indexOf(']', i);
      const m = /^([\w:-]+)\s*(?:(=)\s*(.+?)(?:\s+[is])?\s*|[~|^$*]=.*)?$/.exec(selector.slice(i + 1, end).trim());
      if (m) needs.push(m[2] ? `[${m[1]}=${unquote(m[3])}` : `[${m[1]}`);
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) bare += c;
  }
  for (const m of bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) needs.push(`.${m[1]}`);
  return needs;
}

function parse(css: string): Rule[] {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (i >= css.length) break;
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    // A statement at-rule (@charset, @import, @layer a, b;) ends at its semicolon.
    if (css[i] === '@' && semi >= 0 && (open < 0 || semi < open)) {
      rules.push({ kind: 'kept', text: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    if (GROUPS.test(prelude)) rules.push({ kind: 'group', prelude, rules: parse(css.slice(open + 1, end)) });
    else if (prelude.startsWith('@')) rules.push({ kind: 'kept', text: css.slice(i, end + 1) });
    else
      rules.push({
        kind: 'rule',
        selectors: splitTop(prelude, ',').map((text) => ({ text: text.trim(), needs: selectorNeeds(text) })),
        body: css.slice(open, end + 1),
      });
    i = end + 1;
  }
  return rules;
}

/** The rules a page keeps (see the head of this file): each style rule with the selectors it needs, no empty group. */
function select(rules: Rule[], has: (cls: string) => boolean): Rule[] {
  const kept: Rule[] = [];
  for (const rule of rules) {
    if (rule.kind === 'kept') kept.push(rule);
    else if (rule.kind === 'group') {
      const inner = select(rule.rules, has);
      if (inner.length) kept.push({ ...rule, rules: inner });
    } else {
      const selectors = rule.selectors.filter((s) => s.needs.every(has));
      if (selectors.length) kept.push({ ...rule, selectors });
    }
  }
  return kept;
}

/** What a page's HTML holds, in the terms of selectorNeeds: its classes, its attributes and their values. */
export function pageHolds(html: string): Set<string> {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-zA-Z][\w-]*(?:\s[^>]*)?>/g)) {
    for (const [, name, value] of tag.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
      found.add(`[${name}`);
      if (value === undefined) continue;
      found.add(`[${name}=${value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}`);
      if (name === 'class') for (const c of value.split(/\s+/)) if (c) found.add(`.${c}`);
    }
  }
  // The 'auto' colour mode: boot.ts sets it on <html> from the visitor's device.
  if (!/<html[^>]*\sdata-bs-theme=/.test(html)) for (const mode of ['light', 'dark']) found.add(`[data-bs-theme=${mode}`).add('[data-bs-theme');
  return found;
}

/** A style rule's declarations, as written. */
const declarationsOf = (rule: StyleRule) => splitTop(rule.body.slice(1, -1), ';').filter((d) => d.trim());
/** The custom property a declaration sets, if it does. */
const propertyOf = (declaration: string) => /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
const readsOf = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

/** Every style rule among `rules`, in groups too. */
const styleRules = (rules: Rule[]): StyleRule[] => rules.flatMap((r) => (r.kind === 'rule' ? [r] : r.kind === 'group' ? styleRules(r.rules) : []));

/** The custom properties that `rules` or `html` read: directly, or through a custom property read already. */
function readProperties(rules: Rule[], html: string): Set<string> {
  const declared = new Map<string, string[]>();
  const read = new Set(readsOf(html));
  for (const rule of rules) if (rule.kind === 'kept') for (const name of readsOf(rule.text)) read.add(name);
  for (const declaration of styleRules(rules).flatMap(declarationsOf)) {
    const property = propertyOf(declaration);
    if (property) declared.set(property, [...(declared.get(property) ?? []), declaration]);
    else for (const name of readsOf(declaration)) read.add(name);
  }
  for (const name of read) for (const declaration of declared.get(name) ?? []) for (const r of readsOf(declaration)) read.add(r);
  return read;
}

/**
 * `rules` written out, each style rule without the custom properties nothing reads (all of them kept without
 * `read`), and none left empty.
 */
function write(rules: Rule[], read?: Set<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'kept') out += rule.text;
    else if (rule.kind === 'group') {
      const inner = write(rule.rules, read);
      if (inner) out += `${rule.prelude}{${inner}}`;
    } else {
      const declarations = declarationsOf(rule).filter((d) => {
        const property = propertyOf(d);
        return !property || !read || read.has(property);
      });
      if (declarations.length) out += `${rule.selectors.map((s) => s.text).join(',')}{${declarations.join(';')}}`;
    }
  }
  return out;
}

/** The stylesheet, read once: `forPage` gives the rules a page's HTML uses, in the stylesheet's order. */
export function firstPaintCss(css: string) {
  const rules = parse(css);
  return {
    forPage(html: string): string {
      const holds = pageHolds(html);
      const kept = select(rules, (need) => holds.has(need));
      return write(kept, readProperties(kept, html));
    },
  };
}

/**
 * The rules of `css` that a page's HTML uses, chosen as `forPage` chooses, with every declaration of those rules
 * kept: for the theme's `<style>` (html-head.ts), whose custom properties the site's stylesheet reads.
 */
export function rulesForPage(css: string, html: string): string {
  const holds = pageHolds(html);
  return write(select(parse(css), (need) => holds.has(need)));
}
