// `tsx backend/scripts/check-docs.ts` (the last step of `npm run lint`): every comment, README line and doc in the
// repository cites only documents that are in it. It fails, naming file and line, when a tracked file
// - names one of the team's outside documents (the decisions list or the product's spec file, its sections, an issue
//   number), where the reader cannot follow: docs/adr/ and docs/product/ hold what those said, in the team's words;
// - cites an ADR by number (`ADR 0019`, `ADRs 0014, 0017`) with no docs/adr/<number>-<slug>.md;
// - names a docs/<path>.md that does not exist (with the names listed after it in the same folder:
//   `docs/product/states.md and limits.md`).
// - names in a comment, in backticks, a code name that no code of the repository holds (comment-names.ts).
// package-lock.json and binary files are not read.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { posix } from 'node:path';
import { checkCommentNames } from './comment-names';

export interface DocsProblem {
  file: string;
  line: number;
  message: string;
}

/** What an outside citation looks like; the patterns are spelled so that this file does not match them itself. */
const OUTSIDE = [/DECISION[S]/, /spec\.md/i, /spec\ssections?\b/i, /spec\s§/i, /\bissue\s[0-9]+/i, /\bthe\sspec\b/i];
/** `ADR 0019`, `ADRs 0014, 0017`, `ADRs 0007 and 0023`. */
const ADR_CITE = /\bADRs?\s+\d{4}(?:(?:,\s*and\s+|,\s*|\s+and\s+)\d{4})*/g;
/** A repository path under docs/ ending in .md, where the path starts (not `frontend/docs/...` or a URL). */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]+?\.md(?![\w-])/g;
/** A further name in the same folder right after a path: `, limits.md` or ` and limits.md`. */
const SAME_FOLDER = /(?:,\s*and\s+|,\s*|\s+and\s+)([\w-]+\.md)(?![\w-])/y;

/**
 * The problems in `files` (repository-relative paths and their text). `existing` holds the repository paths that
 * exist (at least every file under docs/).
 */
export function checkDocs(files: readonly { path: string; text: string }[], existing: ReadonlySet<string>): DocsProblem[] {
  const problems: DocsProblem[] = [];
  const adrs = new Set([...existing].map((p) => /^docs\/adr\/(\d{4})-.+\.md$/.exec(p)?.[1]).filter((n) => n !== undefined));
  for (const { path, text } of files) {
    text.split('\n').forEach((content, i) => {
      const report = (message: string) => problems.push({ file: path, line: i + 1, message });
      for (const pattern of OUTSIDE) {
        const found = pattern.exec(content);
        if (found) report(`cites a document outside the repository ('${found[0]}'): cite docs/adr/ or docs/product/ instead`);
      }
      for (const cite of content.matchAll(ADR_CITE)) {
        for (const n of cite[0].match(/\d{4}/g) ?? []) if (!adrs.has(n)) report(`ADR ${n} has no docs/adr/${n}-<slug>.md`);
      }
      for (const doc of content.matchAll(DOCS_PATH)) {
        const named = [doc[0]];
        SAME_FOLDER.lastIndex = doc.index + doc[0].length;
        for (let more = SAME_FOLDER.exec(content); more; more = SAME_FOLDER.exec(content)) {
          named.push(posix.join(posix.dirname(doc[0]), more[1]));
        }
        // `docs/adr/NNNN-title.md` is how a new record is named, not a reference to one.
        for (const p of named) if (!existing.has(p) && !p.includes('NNNN')) report(`${p} does not exist`);
      }
    });
  }
  return problems;
}

function main() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  const files = tracked
    .filter((p) => p !== '' && p !== 'package-lock.json' && existsSync(root + p))
    .map((p) => ({ path: p, bytes: readFileSync(root + p) }))
    .filter(({ bytes }) => !bytes.subarray(0, 8000).includes(0))
    .map(({ path, bytes }) => ({ path, text: bytes.toString('utf8') }));
  const existing = new Set<string>();
  if (existsSync(root + 'docs')) {
    for (const p of readdirSync(root + 'docs', { recursive: true, encoding: 'utf8' })) existing.add(posix.join('docs', p.split('\\').join('/')));
  }
  const problems = [...checkDocs(files, existing), ...checkCommentNames(files)];
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} problem(s)`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
