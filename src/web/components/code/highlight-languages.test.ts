import { describe, expect, it } from 'vitest';
import { highlightC } from './highlight-c';
import type { CodeToken } from './highlight-code';
import { loadHighlighter, type HighlightLanguage } from './highlight-languages';

const KEYWORD = 'text-purple-700 dark:text-purple-300';
const STRING = 'text-emerald-700 dark:text-emerald-300';

/** The classes of the first token with exactly this text. */
function classOf(lines: CodeToken[][], text: string): string | undefined {
  return lines.flat().find((token) => token.text === text)?.className;
}

const samples: Record<HighlightLanguage, { code: string; keyword: string; string: string }> = {
  c: {
    code: '#include <stdio.h>\nint main(void) {\n    printf("hi\\n");\n    return 0;\n}',
    keyword: 'return',
    string: '"hi',
  },
  cpp: {
    code: '#include <iostream>\nint main() {\n    auto text = "hi";\n    std::cout << text;\n}',
    keyword: 'auto',
    string: '"hi"',
  },
  rust: {
    code: 'fn main() {\n    let text = "hi";\n    println!("{}", text);\n}',
    keyword: 'let',
    string: '"hi"',
  },
  go: {
    code: 'package main\n\nimport "fmt"\n\nfunc main() {\n    fmt.Println("hi")\n}',
    keyword: 'func',
    string: '"hi"',
  },
  python: {
    code: 'def greet():\n    return "hi"\n\nprint(greet())',
    keyword: 'def',
    string: '"hi"',
  },
  javascript: {
    code: 'const text = "hi";\nconsole.log(text);',
    keyword: 'const',
    string: '"hi"',
  },
};

/** A program in one of the six languages, split into lines of coloured tokens. */
async function highlightProgram(code: string, language: HighlightLanguage): Promise<CodeToken[][]> {
  return (await loadHighlighter(language))(code);
}

describe('loadHighlighter', () => {
  it('loads each language once', () => {
    expect(loadHighlighter('rust')).toBe(loadHighlighter('rust'));
  });

  for (const [language, sample] of Object.entries(samples)) {
    it(`colours ${language}'s keywords and strings`, async () => {
      const lines = await highlightProgram(sample.code, language as HighlightLanguage);
      expect(classOf(lines, sample.keyword)).toBe(KEYWORD);
      expect(classOf(lines, sample.string)).toBe(STRING);
    });
  }

  it('keeps the source whole, line by line', async () => {
    for (const [language, sample] of Object.entries(samples)) {
      const lines = await highlightProgram(sample.code, language as HighlightLanguage);
      expect(lines.map((line) => line.map((token) => token.text).join('')).join('\n')).toBe(
        sample.code,
      );
    }
  });

  it('colours C as the lesson pages do', async () => {
    expect(await highlightProgram(samples.c.code, 'c')).toEqual(highlightC(samples.c.code));
  });

  it('colours names that are not keywords differently', async () => {
    const lines = await highlightProgram('def greet():\n    pass', 'python');
    expect(classOf(lines, 'greet')).toBe('text-blue-700 dark:text-blue-300');
    expect(lines.flat().some((token) => token.className === '' && token.text.includes(':'))).toBe(
      true,
    );
  });
});
