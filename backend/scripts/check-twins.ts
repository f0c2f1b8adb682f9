// `tsx backend/scripts/check-twins.ts` (a step of `npm run lint`): the server (backend/src) and the mocks (mocks/) apply
// the same rules, and a rule both need is written once in shared/ (docs/adr/0028-shared-home-and-import-boundaries.md).
// This scan fails when a run of six or more code lines of a server file stands again in a mocks file, to the letter
// or alike but for its variables' names (numbered by first use in each window, so `input.textColor ?? '#fff'` matches
// `body.textColor ?? '#fff'`). Blank lines, comments, imports and lone punctuation are passed over. A pair that must
// stay (a declaration each kit makes over its own framework, say) goes in TWINS_ALLOWED with the reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MIN_LINES = 6;

/** Pairs that may stay, as `server file ~ mocks file`, each with why. */
export const TWINS_ALLOWED: Readonly<Record<string, string>> = {};

export interface Twin {
  server: { file: string; from: number; to: number };
  mocks: { file: string; from: number; to: number };
  /** Alike but for names, rather than to the letter. */
  shape: boolean;
}

interface CodeLine {
  line: number;
  text: string;
}

/** Lines that carry nothing of a rule: braces, parentheses and separators alone. */
const PUNCTUATION = /^[\s{}()[\];,.]*$/;

/** The lines that count, white space folded, with their line numbers. */
export function codeLines(text: string): CodeLine[] {
  const out: CodeLine[] = [];
  let inComment = false;
  let inImport = false;
  text.split('\n').forEach((raw, i) => {
    const t = raw.trim().replace(/\s+/g, ' ');
    if (inComment) {
      if (t.includes('*/')) inComment = false;
      return;
    }
    if (inImport) {
      if (/\bfrom\s+['"]/.test(t) || t.endsWith(';')) inImport = false;
      return;
    }
    if (t.startsWith('/*')) {
      if (!t.includes('*/')) inComment = true;
      return;
    }
    if (t === '' || t.startsWith('//') || PUNCTUATION.test(t)) return;
    if (/^(import|export)\b.*\bfrom\s+['"]/.test(t) || /^import\s+['"]/.test(t)) return;
    if (/^import\b/.test(t) || /^export (type )?\{[^}]*$/.test(t)) {
      inImport = true;
      return;
    }
    out.push({ line: i + 1, text: t });
  });
  return out;
}

const KEYWORDS = new Set(
  'const let var function return if else for of in while do switch case default break continue new typeof instanceof void delete throw try catch finally async await export import from as type interface extends implements class true false null undefined this string number boolean unknown never any readonly keyof yield'.split(
    ' ',
  ),
);

/**
 * The window's text with its free names (variables and parameters: not keywords, property keys or names after a dot,
 * though a spread's name is free) numbered by first use, for matching code that is alike but for what its variables are called.
 */
function shapeOf(lines: readonly CodeLine[]): string {
  const numbers = new Map<string, number>();
  return lines
    .map((l) =>
      l.text.replace(/(?<![\w$])(?<!(?<!\.\.)\.)[A-Za-z_$][\w$]*(?![\w$]*\s*\??:(?!:))/g, (name) => {
        if (KEYWORDS.has(name)) return name;
        if (!numbers.has(name)) numbers.set(name, numbers.size);
        return `$${numbers.get(name)}`;
      }),
    )
    .join('\n');
}

const exactOf = (lines: readonly CodeLine[]) => lines.map((l) => l.text).join('\n');

/** Runs of MIN_LINES or more code lines that a server file and a mocks file share, merged where they overlap. */
export function findTwins(server: readonly { path: string; text: string }[], mocks: readonly { path: string; text: string }[]): Twin[] {
  const index = new Map<string, { file: string; at: number }[]>();
  const serverLines = new Map(server.map((f) => [f.path, codeLines(f.text)]));
  for (const [file, lines] of serverLines) {
    for (let at = 0; at + MIN_LINES <= lines.length; at++) {
      const window = lines.slice(at, at + MIN_LINES);
      for (const key of [`=${exactOf(window)}`, `~${shapeOf(window)}`]) {
        const list = index.get(key) ?? [];
        list.push({ file, at });
        index.set(key, list);
      }
    }
  }
  const twins: Twin[] = [];
  for (const { path, text } of mocks) {
    const lines = codeLines(text);
    // server file -> the last twin found with it, to extend while the runs continue side by side
    const open = new Map<string, { twin: Twin; serverAt: number; mocksAt: number }>();
    for (let at = 0; at + MIN_LINES <= lines.length; at++) {
      const window = lines.slice(at, at + MIN_LINES);
      const exact = index.get(`=${exactOf(window)}`) ?? [];
      const hits = exact.length ? exact.map((h) => ({ ...h, shape: false })) : (index.get(`~${shapeOf(window)}`) ?? []).map((h) => ({ ...h, shape: true }));
      for (const hit of hits) {
        const sLines = serverLines.get(hit.file)!;
        const current = open.get(hit.file);
        if (current && current.serverAt + 1 === hit.at && current.mocksAt + 1 === at) {
          current.twin.server.to = sLines[hit.at + MIN_LINES - 1].line;
          current.twin.mocks.to = lines[at + MIN_LINES - 1].line;
          current.twin.shape &&= hit.shape;
          current.serverAt = hit.at;
          current.mocksAt = at;
          continue;
        }
        const twin: Twin = {
          server: { file: hit.file, from: sLines[hit.at].line, to: sLines[hit.at + MIN_LINES - 1].line },
          mocks: { file: path, from: lines[at].line, to: lines[at + MIN_LINES - 1].line },
          shape: hit.shape,
        };
        twins.push(twin);
        open.set(hit.file, { twin, serverAt: hit.at, mocksAt: at });
      }
    }
  }
  return twins;
}

const pairOf = (t: Twin) => `${t.server.file} ~ ${t.mocks.file}`;

/** The twins no entry of `allowed` covers. */
export const unexpectedTwins = (twins: readonly Twin[], allowed: Readonly<Record<string, string>> = TWINS_ALLOWED) =>
  twins.filter((t) => !(pairOf(t) in allowed));

function main() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const tracked = (dir: string) =>
    execFileSync('git', ['ls-files', '-z', '--', dir], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p))
      .map((p) => ({ path: p, text: readFileSync(root + p, 'utf8') }));
  const twins = unexpectedTwins(findTwins(tracked('backend/src'), tracked('mocks')));
  for (const t of twins) {
    console.error(`${t.server.file}:${t.server.from}-${t.server.to} ~ ${t.mocks.file}:${t.mocks.from}-${t.mocks.to}${t.shape ? ' (alike but for names)' : ''}`);
  }
  if (twins.length > 0) {
    console.error(`check-twins: ${twins.length} run(s) of ${MIN_LINES}+ lines written in both the server and the mocks: move the rule to shared/`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
