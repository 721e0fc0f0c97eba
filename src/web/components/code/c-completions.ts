import {
  completeAnyWord,
  completeFromList,
  snippetCompletion,
  type Completion,
  type CompletionContext,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { cppLanguage } from '@codemirror/lang-cpp';
import type { Language } from '@domain/languages';
import { currentLanguage, msg, t } from '@web/i18n/translate';

const keywords = [
  'auto',
  'break',
  'case',
  'char',
  'const',
  'continue',
  'default',
  'do',
  'double',
  'else',
  'enum',
  'extern',
  'float',
  'for',
  'goto',
  'if',
  'inline',
  'int',
  'long',
  'register',
  'restrict',
  'return',
  'short',
  'signed',
  'sizeof',
  'static',
  'struct',
  'switch',
  'typedef',
  'union',
  'unsigned',
  'void',
  'volatile',
  'while',
  'bool',
  'true',
  'false',
  'NULL',
  'size_t',
];

/** The library functions the course uses, with the header that declares them. */
const functions: Record<string, string[]> = {
  'stdio.h': ['printf', 'scanf', 'puts', 'putchar', 'getchar', 'fgets', 'fprintf', 'sprintf'],
  'stdlib.h': ['malloc', 'calloc', 'realloc', 'free', 'exit', 'abs', 'atoi', 'rand', 'srand'],
  'string.h': ['strlen', 'strcpy', 'strncpy', 'strcmp', 'strcat', 'memset', 'memcpy'],
  'math.h': ['sqrt', 'pow', 'fabs', 'floor', 'ceil'],
  'ctype.h': ['isdigit', 'isalpha', 'isspace', 'toupper', 'tolower'],
};

const snippets: Completion[] = [
  snippetCompletion('#include <${stdio.h}>', { label: '#include', detail: msg('header') }),
  snippetCompletion('int main(void)\n{\n\t${}\n\treturn 0;\n}', {
    label: 'main',
    detail: msg('program entry point'),
  }),
  snippetCompletion('for (int ${i} = 0; ${i} < ${n}; ${i}++)\n{\n\t${}\n}', {
    label: 'for',
    detail: msg('counting loop'),
  }),
  snippetCompletion('while (${condition})\n{\n\t${}\n}', { label: 'while', detail: msg('loop') }),
  snippetCompletion('if (${condition})\n{\n\t${}\n}', { label: 'if', detail: msg('branch') }),
  snippetCompletion('printf("${}\\n");', { label: 'printf', detail: msg('print a line') }),
];

const words: Completion[] = [
  ...keywords.map((label): Completion => ({ label, type: 'keyword' })),
  ...Object.entries(functions).flatMap(([header, names]) =>
    names.map((label): Completion => ({ label, type: 'function', detail: `<${header}>` })),
  ),
];

/** The list, its snippets described in the interface's language: made once per language. */
const lists = new Map<Language, CompletionSource>();

function completeC(context: CompletionContext) {
  const language = currentLanguage();
  let list = lists.get(language);
  if (!list) {
    list = completeFromList([
      ...words,
      ...snippets.map((snippet): Completion => ({
        ...snippet,
        ...(snippet.detail === undefined ? {} : { detail: t(snippet.detail) }),
        type: 'text',
        boost: -1,
      })),
    ]);
    lists.set(language, list);
  }
  return list(context);
}

/** Suggestions while typing C: keywords, library functions, snippets, words of the program. */
export const cCompletions = [
  cppLanguage.data.of({ autocomplete: completeC }),
  cppLanguage.data.of({ autocomplete: completeAnyWord }),
];
