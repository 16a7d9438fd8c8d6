/**
 * Which translation keys the console's first screens may show before the later texts arrive
 * (decisions 158 and 179): the modules the entry reaches by static and dynamic imports, except
 * those loaded through `withLaterTexts`, and the key-shaped strings and key templates they hold.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A key a module may pass to `t`: a string literal, or a template such as `nav.${item.id}`. */
export interface KeyUse {
  file: string;
  /** The literal, or the template with `*` for each part filled in at run time. */
  key: string;
  matches: (key: string) => boolean;
}

/** The console's texts themselves: their strings are texts, not keys, and load on their own terms. */
const textModules = "locales";
const extensions = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const keyLiteral = /^[A-Za-z]\w*(?:\.[\w-]+)+$/;
// A template counts when its fixed start names a key's first part, as in `roles.${role}`.
const keyTemplateHead = /^[A-Za-z]\w*\./;

function resolveImport(specifier: string, fromFile: string, srcRoot: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(srcRoot, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(fromFile), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, ...extensions.map((extension) => base + extension)].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
}

function isDynamicImport(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
}

function insideWithLaterTexts(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression)) {
      if (parent.expression.text === "withLaterTexts") return true;
    }
  }
  return false;
}

/**
 * The specifiers a module imports at run time. A dynamic import of a module that the same file also
 * loads through `withLaterTexts` is a prefetch of its code (it renders through the wrapped load), so
 * it does not count.
 */
function runtimeImports(source: ts.SourceFile): string[] {
  const imported: string[] = [];
  const dynamic: { specifier: string; later: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      imported.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      imported.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (isDynamicImport(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      dynamic.push({ specifier: node.arguments[0].text, later: insideWithLaterTexts(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const later = new Set(dynamic.filter((use) => use.later).map((use) => use.specifier));
  return [...imported, ...dynamic.filter((use) => !later.has(use.specifier)).map((use) => use.specifier)];
}

/** Every module of `srcRoot` the entry reaches without passing through `withLaterTexts`, but the texts. */
export function firstScreenModules(entry: string, srcRoot: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(parse(file))) {
      const target = resolveImport(specifier, file, srcRoot);
      const inside = target && path.relative(srcRoot, target);
      if (target && inside && !inside.startsWith("..") && !inside.startsWith(textModules + path.sep)) {
        visit(target);
      }
    }
  };
  visit(entry);
  return [...seen];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The keys a module may show: key-shaped string literals, and templates that start with a key's first part. */
export function keyUses(file: string): KeyUse[] {
  const uses: KeyUse[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      keyLiteral.test(node.text)
    ) {
      const key = node.text;
      uses.push({ file, key, matches: (candidate) => candidate === key });
    } else if (ts.isTemplateExpression(node) && keyTemplateHead.test(node.head.text)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const pattern = new RegExp(`^${parts.map(escapeRegExp).join(".+")}$`);
      uses.push({ file, key: parts.join("*"), matches: (candidate) => pattern.test(candidate) });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return uses;
}

type Tree = { [key: string]: string | Tree };

/** A texts tree's keys as `t` names them: "sites.share.title". */
export function flatKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === "string" ? [key] : flatKeys(value, key);
  });
}
