import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPARE_CONCEPT,
  DEFAULT_COMPARE_LANGUAGES,
  MAX_COMPARE_LANGUAGES,
  MIN_COMPARE_LANGUAGES,
  compareSelectionParams,
  parseCompareSelection,
  toggleCompareLanguage,
  type CompareSelection,
} from './compare';

const parse = (query: string) => parseCompareSelection(new URLSearchParams(query));

describe('toggleCompareLanguage (SPEC §5)', () => {
  it('adds a language and keeps the catalogue order whatever the order of clicks', () => {
    expect(toggleCompareLanguage(['go'], 'c')).toEqual({ changed: true, languages: ['c', 'go'] });
    expect(toggleCompareLanguage(['c', 'python'], 'rust')).toEqual({
      changed: true,
      languages: ['c', 'rust', 'python'],
    });
  });

  it('removes a selected language', () => {
    expect(toggleCompareLanguage(['c', 'cpp', 'go'], 'cpp')).toEqual({
      changed: true,
      languages: ['c', 'go'],
    });
  });

  it('ignores deselecting the last language and says why', () => {
    expect(toggleCompareLanguage(['rust'], 'rust')).toEqual({
      changed: false,
      languages: ['rust'],
      reason: 'last',
    });
  });

  it('ignores a fourth language and says why', () => {
    expect(toggleCompareLanguage(['c', 'cpp', 'rust'], 'go')).toEqual({
      changed: false,
      languages: ['c', 'cpp', 'rust'],
      reason: 'full',
    });
  });

  it('does not change the list it is given', () => {
    const languages = ['c', 'cpp'] as const;
    toggleCompareLanguage(languages, 'go');
    toggleCompareLanguage(languages, 'c');
    expect(languages).toEqual(['c', 'cpp']);
  });

  it('allows 1 to 3 languages', () => {
    expect(MIN_COMPARE_LANGUAGES).toBe(1);
    expect(MAX_COMPARE_LANGUAGES).toBe(3);
  });
});

describe('parseCompareSelection', () => {
  it('falls back to C and C++ with Hello World', () => {
    expect(parse('')).toEqual({ languages: ['c', 'cpp'], concept: 'hello-world' });
    expect(DEFAULT_COMPARE_LANGUAGES).toEqual(['c', 'cpp']);
    expect(DEFAULT_COMPARE_CONCEPT).toBe('hello-world');
  });

  it('reads the languages and the concept of a shared address', () => {
    expect(parse('languages=rust,go,python&concept=loops')).toEqual({
      languages: ['rust', 'go', 'python'],
      concept: 'loops',
    });
  });

  it('drops unknown and repeated languages', () => {
    expect(parse('languages=cobol,go,go,,c')).toEqual({
      languages: ['go', 'c'],
      concept: 'hello-world',
    });
  });

  it('falls back to the defaults when no language is usable', () => {
    expect(parse('languages=cobol,fortran').languages).toEqual(['c', 'cpp']);
  });

  it('keeps at most three languages', () => {
    expect(parse('languages=c,cpp,rust,go,python').languages).toEqual(['c', 'cpp', 'rust']);
  });

  it('falls back to Hello World for an unknown concept', () => {
    expect(parse('concept=recursion').concept).toBe('hello-world');
  });

  it('ignores case and spaces', () => {
    expect(parse('languages=RUST,%20Python&concept=Arrays')).toEqual({
      languages: ['rust', 'python'],
      concept: 'arrays',
    });
  });
});

describe('compareSelectionParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(
      compareSelectionParams({ languages: ['c', 'cpp'], concept: 'hello-world' }).toString(),
    ).toBe('');
  });

  it('writes what differs from the defaults', () => {
    expect(compareSelectionParams({ languages: ['cpp', 'c'], concept: 'loops' }).toString()).toBe(
      'languages=cpp%2Cc&concept=loops',
    );
    expect(compareSelectionParams({ languages: ['c', 'cpp'], concept: 'arrays' }).toString()).toBe(
      'concept=arrays',
    );
  });

  it('round-trips through the address', () => {
    const selections: CompareSelection[] = [
      { languages: ['c', 'cpp'], concept: 'hello-world' },
      { languages: ['rust', 'go', 'python'], concept: 'loops' },
      { languages: ['javascript'], concept: 'structures' },
      { languages: ['c'], concept: 'functions' },
    ];
    for (const selection of selections)
      expect(parseCompareSelection(compareSelectionParams(selection))).toEqual(selection);
  });
});
