import {
  completeAnyWord,
  completeFromList,
  snippetCompletion,
  type Completion,
} from '@codemirror/autocomplete';
import { cppLanguage } from '@codemirror/lang-cpp';

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
  snippetCompletion('#include <${stdio.h}>', { label: '#include', detail: 'header' }),
  snippetCompletion('int main(void)\n{\n\t${}\n\treturn 0;\n}', {
    label: 'main',
    detail: 'program entry point',
  }),
  snippetCompletion('for (int ${i} = 0; ${i} < ${n}; ${i}++)\n{\n\t${}\n}', {
    label: 'for',
    detail: 'counting loop',
  }),
  snippetCompletion('while (${condition})\n{\n\t${}\n}', { label: 'while', detail: 'loop' }),
  snippetCompletion('if (${condition})\n{\n\t${}\n}', { label: 'if', detail: 'branch' }),
  snippetCompletion('printf("${}\\n");', { label: 'printf', detail: 'print a line' }),
];

const completions: Completion[] = [
  ...keywords.map((label): Completion => ({ label, type: 'keyword' })),
  ...Object.entries(functions).flatMap(([header, names]) =>
    names.map((label): Completion => ({ label, type: 'function', detail: `<${header}>` })),
  ),
  ...snippets.map((snippet): Completion => ({ ...snippet, type: 'text', boost: -1 })),
];

/** Suggestions while typing C: keywords, library functions, snippets, words of the program. */
export const cCompletions = [
  cppLanguage.data.of({ autocomplete: completeFromList(completions) }),
  cppLanguage.data.of({ autocomplete: completeAnyWord }),
];
