// The words a public component writes into its markup itself instead of taking them from the catalogs
// (frontend/src/lib/i18n/messages): JSX text, and string literals given to an attribute a visitor reads or hears
// (aria-label, title, alt, placeholder, a component's label or text prop…), found with the TypeScript compiler.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The attributes and props whose value a visitor sees or hears. */
export const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'text',
  'heading',
  'message',
  'caption',
  'description',
  'emptyText',
  'buttonText',
  'fallbackAlt',
]);

export interface VisibleLiteral {
  file: string;
  line: number;
  /** `text`, or the attribute's name. */
  where: string;
  text: string;
}

const hasLetters = (s: string) => /\p{L}/u.test(s);

/** The string literals an expression can evaluate to (a conditional's branches, `a || 'b'`, a template's text). */
function literalsOf(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken) {
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    }
  }
  return [];
}

const textOf = (node: ts.Node, file: ts.SourceFile): string => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return node.getText(file);
};

/** Every visible literal of one source text. */
export function visibleLiterals(fileName: string, source: string): VisibleLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: VisibleLiteral[] = [];
  const report = (node: ts.Node, where: string, text: string) => {
    if (!hasLetters(text)) return;
    found.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, where, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, 'text', node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalsOf(node.expression)) report(literal, 'text', textOf(literal, file));
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const name = node.name.getText(file);
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, name, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const literal of literalsOf(init.expression)) report(literal, name, textOf(literal, file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The component files of a folder, recursively: `.tsx`, without stories, tests and an `admin` folder. */
export function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'admin' ? [] : componentFiles(path);
    return name.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(name) ? [path] : [];
  });
}

/** The visible literals of every file of `dirs`, named relative to `root`. */
export function visibleLiteralsIn(root: string, dirs: readonly string[]): VisibleLiteral[] {
  return dirs.flatMap((dir) => componentFiles(join(root, dir))).flatMap((path) => visibleLiterals(relative(root, path), readFileSync(path, 'utf8')));
}

/**
 * An English sentence: at least three words, the first capitalised, ending in . ! ? or … (a class list, a path, a key
 * or a CSS value is none). What a module outside JSX holds for a visitor to read looks like this.
 */
export const isSentence = (text: string): boolean => /^[A-Z][\p{L}'’]*(?:[ ,:;—–-]+[\p{L}\d'’().]+){2,}[.!?…]$/u.test(text.trim());

/**
 * The English sentences a module holds in string literals anywhere (constants, returned texts, a text passed to a
 * function), outside type positions and imports: texts a visitor may read that the catalogs do not word.
 */
export function sentenceLiterals(fileName: string, source: string): VisibleLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: VisibleLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = textOf(node, file).replace(/\s+/g, ' ');
      if (isSentence(text))
        found.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, where: 'sentence', text: text.trim() });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The modules of a folder, recursively: `.ts` and `.tsx`, without stories, tests, story servers and an `admin` folder. */
export function moduleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'admin' ? [] : moduleFiles(path);
    return /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$|-story-server\.ts$|-test-visitor\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** The English sentences of every module of `dirs`, named relative to `root`. */
export function sentenceLiteralsIn(root: string, dirs: readonly string[]): VisibleLiteral[] {
  return dirs.flatMap((dir) => moduleFiles(join(root, dir))).flatMap((path) => sentenceLiterals(relative(root, path), readFileSync(path, 'utf8')));
}
