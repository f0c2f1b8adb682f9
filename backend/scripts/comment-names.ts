// The name part of `tsx backend/scripts/check-docs.ts`: a code name that a comment gives, in backticks (with a hump
// or an inner underscore, maybe called or dotted: `checkDocs()`, `ctx.route`) or bare when it can only be code
// (splitComments), must be one that some code of the repository holds. A name is held when it appears outside the
// comments of a tracked source file (its strings count: a column, an operation id) or anywhere in the contract, the
// configs and the styles. So a comment left behind by a rename, or one that describes a function that was never
// written, fails lint. A plain word in backticks (`auto`, `visible`) is not taken for a code name.
import type { DocsProblem } from './check-docs';

/** Files whose comments are read. */
const COMMENTED = /\.(ts|tsx)$/;
/** Files whose every word counts as held: the contract, configs, styles and scripts. */
const HELD_WHOLE = /\.(ya?ml|json|scss|css|js|mjs|cjs|html)$/;
/** A backticked name, possibly dotted and called: `a.b`, `f()`. */
const BACKTICKED = /`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`/g;
/**
 * A name outside backticks that can only be code: lower case, then a hump with lower case after it (splitComments, not
 * sRGB), not part of a path, an address or a pattern (`findBy*`).
 */
const BARE = /(?<![\w$./@#:-])[a-z][a-z0-9]*[A-Z][a-z0-9][\w$]*(?![\w$/*-]|\.\w)/g;
/** What makes a word a code name rather than a plain word: a hump or an inner underscore. */
const CODE_NAME = /[a-z0-9][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/;

interface Split {
  code: string;
  /** Each comment with the line it starts on (1-based). */
  comments: { line: number; text: string }[];
}

/** Where a comment, a string, a pattern or a template may start or end; everything else is read in runs. */
const SPECIAL = /[/'"`{}]/g;
/** What ends an operand, after which a `/` divides. */
const IDENTIFIER_END = /[\w$)\]]/;
/** What may stand before a `/` that starts a pattern rather than a division. */
const BEFORE_PATTERN = '(,=:[!&|?{};+-*%<>~^';

/**
 * Splits a TypeScript source into its code (strings included) and its comments. A `/` where an operand cannot stand
 * starts a regular expression, as parsers decide it, so a `//` inside one is not read as a comment.
 */
export function splitComments(source: string): Split {
  const n = source.length;
  const comments: Split['comments'] = [];
  const code: string[] = [];
  let codeFrom = 0;
  let line = 1;
  let counted = 0;
  const lineOf = (at: number) => {
    for (; counted < at; counted++) if (source.charCodeAt(counted) === 10) line++;
    return line;
  };
  const comment = (from: number, to: number) => {
    comments.push({ line: lineOf(from), text: source.slice(from, to) });
    code.push(source.slice(codeFrom, from), ' ');
    codeFrom = to;
    return to;
  };
  /** The end of the quoted string at `from`, or of its line when it is not closed there. */
  const quoted = (from: number) => {
    let j = from + 1;
    while (j < n && source[j] !== source[from] && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, n);
  };
  /** The end of a template's text from `from`: its closing backtick, or the `${` that opens an expression. */
  const templateText = (from: number) => {
    let j = from;
    while (j < n && source[j] !== '`') {
      if (source[j] === '\\') j += 2;
      else if (source[j] === '$' && source[j + 1] === '{') return { end: j + 2, open: true };
      else j++;
    }
    return { end: Math.min(j + 1, n), open: false };
  };
  /** The end of the pattern at `from`: its closing slash, outside a character class. */
  const pattern = (from: number) => {
    let j = from + 1;
    let inClass = false;
    while (j < n && source[j] !== '\n' && (inClass || source[j] !== '/')) {
      if (source[j] === '\\') j++;
      else if (source[j] === '[') inClass = true;
      else if (source[j] === ']') inClass = false;
      j++;
    }
    return j + 1;
  };
  /** Template literals whose `${` is open, by the depth of braces it opened at. */
  const templates: number[] = [];
  let braces = 0;
  let last = '';
  let i = 0;
  while (i < n) {
    SPECIAL.lastIndex = i;
    const found = SPECIAL.exec(source);
    const at = found ? found.index : n;
    for (let j = at - 1; j >= i; j--) {
      const c = source.charCodeAt(j);
      if (c > 32) {
        last = IDENTIFIER_END.test(source[j]) ? 'x' : source[j];
        break;
      }
    }
    if (!found) break;
    const ch = source[at];
    const next = source[at + 1];
    if (ch === '/' && next === '/') {
      const end = source.indexOf('\n', at);
      i = comment(at, end === -1 ? n : end);
    } else if (ch === '/' && next === '*') {
      const close = source.indexOf('*/', at + 2);
      i = comment(at, close === -1 ? n : close + 2);
    } else if (ch === '/') {
      const starts = last === '' || BEFORE_PATTERN.includes(last);
      i = starts ? pattern(at) : at + 1;
      last = starts ? 'x' : '/';
    } else if (ch === "'" || ch === '"') {
      i = quoted(at);
      last = 'x';
    } else if (ch === '`' || (ch === '}' && templates.at(-1) === braces)) {
      if (ch === '}') templates.pop();
      const { end, open } = templateText(at + 1);
      if (open) templates.push(braces);
      i = end;
      last = open ? '{' : 'x';
    } else {
      braces += ch === '{' ? 1 : -1;
      last = ch;
      i = at + 1;
    }
  }
  code.push(source.slice(codeFrom));
  return { code: code.join(''), comments };
}

const NOT_WORD = /[^\w$]+/;

/**
 * The comment lines in `files` that name a code name that nothing in `files` holds. Only .ts and .tsx
 * files' comments are read; every tracked source, config and contract file is where names are held.
 */
export function checkCommentNames(files: readonly { path: string; text: string }[]): DocsProblem[] {
  const held = new Set<string>();
  const commented: { path: string; comments: Split['comments'] }[] = [];
  for (const { path, text } of files) {
    if (COMMENTED.test(path)) {
      const { code, comments } = splitComments(text);
      for (const w of code.split(NOT_WORD)) held.add(w);
      commented.push({ path, comments });
    } else if (HELD_WHOLE.test(path)) {
      for (const w of text.split(NOT_WORD)) held.add(w);
    }
  }
  const problems: DocsProblem[] = [];
  for (const { path, comments } of commented) {
    for (const { line, text } of comments) {
      text.split('\n').forEach((content, i) => {
        const named = [...content.matchAll(BACKTICKED)].flatMap(([, dotted]) => dotted.split('.'));
        for (const [bare] of content.replace(BACKTICKED, ' ').matchAll(BARE)) named.push(bare);
        for (const name of named) {
          if (CODE_NAME.test(name) && !held.has(name)) {
            problems.push({ file: path, line: line + i, message: `names \`${name}\`, which no code of the repository holds` });
          }
        }
      });
    }
  }
  return problems;
}
