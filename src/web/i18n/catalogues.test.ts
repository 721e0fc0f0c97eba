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

const hasCount = (node: ts.Node | undefined): boolean =>
  !!node &&
  ts.isObjectLiteralExpression(node) &&
  node.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'count',
  );

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
        found.push({ key, plural: hasCount(node.arguments[1]), where: where(node) });
      }
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'Trans'
    ) {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(source) !== 'text') continue;
        const value = attribute.initializer;
        const key = value && ts.isJsxExpression(value) ? literal(value.expression) : literal(value);
        if (key !== null) found.push({ key, plural: false, where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function catalogue(language: string): Record<string, string> {
  const dir = path.join(LOCALES, language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object),
  ) as Record<string, string>;
}

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
      const missing = texts.flatMap(({ key, plural, where }) => {
        const keys = plural ? forms.map((form) => `${key}_${form}`) : [key];
        return keys.filter((wanted) => !translations[wanted]).map((wanted) => `${where} ${wanted}`);
      });
      expect(missing).toEqual([]);
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
