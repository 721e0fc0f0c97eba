import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICES } from '@domain/languages';

/*
 * Every text the interface translates (a literal given to t(), msg() or <Trans text>) has a
 * translation in every language, with each plural form the language has, the same
 * {{placeholders}} and the same <tags>.
 */

const WEB = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(import.meta.dirname, 'locales');
const OTHER_LANGUAGES = LANGUAGE_CHOICES.filter((language) => language !== 'en');

interface Text {
  key: string;
  plural: boolean;
  /** A word with two meanings has a key per context: "Language_interface". */
  context: string | null;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** The option `name` of a t() call's values: present, and its literal text if it has one. */
function option(node: ts.Node | undefined, name: string): { text: string | null } | null {
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  for (const property of node.properties) {
    if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)))
      continue;
    if (!ts.isIdentifier(property.name) || property.name.text !== name) continue;
    return { text: ts.isPropertyAssignment(property) ? literal(property.initializer) : null };
  }
  return null;
}

/** The texts a source file gives to t(), msg() and <Trans text>. */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: Text[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(WEB, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      const key = literal(node.arguments[0]);
      if ((name === 't' || name === 'msg') && key !== null) {
        found.push({
          key,
          plural: option(node.arguments[1], 'count') !== null,
          context: option(node.arguments[1], 'context')?.text ?? null,
          where: where(node),
        });
      }
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'Trans'
    ) {
      const jsxValue = (name: string) => {
        const attribute = node.attributes.properties.find(
          (property) => ts.isJsxAttribute(property) && property.name.getText(source) === name,
        );
        const value = attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
        return value && ts.isJsxExpression(value) ? value.expression : value;
      };
      const key = literal(jsxValue('text'));
      if (key !== null) {
        found.push({
          key,
          plural: option(jsxValue('values'), 'count') !== null,
          context: option(jsxValue('values'), 'context')?.text ?? null,
          where: where(node),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A language's catalogue files (one per area of the app), by file name. */
function areaCatalogues(language: string): [string, Record<string, string>][] {
  const dir = path.join(LOCALES, language);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name,
      JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>,
    ]);
}

const catalogue = (language: string): Record<string, string> =>
  Object.assign({}, ...areaCatalogues(language).map(([, entries]) => entries)) as Record<
    string,
    string
  >;

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const texts = sourceFiles(WEB).flatMap(textsOf);

describe('the catalogues', () => {
  it('are found: the interface gives its texts to t(), msg() and <Trans>', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  describe.each(OTHER_LANGUAGES)('%s', (language) => {
    const translations = catalogue(language);
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('translate every text of the interface, with each plural form of the language', () => {
      const missing = texts.flatMap(({ key: text, plural, context, where }) => {
        const key = context ? `${text}_${context}` : text;
        const keys = plural ? forms.map((form) => `${key}_${form}`) : [key];
        return keys.filter((wanted) => !translations[wanted]).map((wanted) => `${where} ${wanted}`);
      });
      expect(missing).toEqual([]);
    });

    it('give a text one translation, whichever area of the app shows it', () => {
      const seen = new Map<string, { value: string; file: string }>();
      const differing: string[] = [];
      for (const [file, entries] of areaCatalogues(language)) {
        for (const [key, value] of Object.entries(entries)) {
          const before = seen.get(key);
          if (before && before.value !== value) {
            differing.push(`${key}: "${before.value}" (${before.file}) / "${value}" (${file})`);
          }
          seen.set(key, { value, file });
        }
      }
      expect(differing).toEqual([]);
    });

    it("keep each text's placeholders and tags", () => {
      const wrong = Object.entries(translations).flatMap(([key, value]) => {
        const source = key.replace(PLURAL_FORM, '');
        const expected = placeholders(source);
        const actual = placeholders(value);
        // A plural form may leave a value out ("one lesson" instead of "{{count}} lesson").
        const kept =
          source === key
            ? expected.join() === actual.join()
            : actual.every((name) => expected.includes(name));
        if (!kept) return [`${key} → ${value}: placeholders`];
        return tags(source).join() === tags(value).join() ? [] : [`${key} → ${value}: tags`];
      });
      expect(wrong).toEqual([]);
    });
  });
});
