import {
  compareConceptSchema,
  compareLanguageSchema,
  type CompareConcept,
  type CompareLanguage,
} from '../src/domain/compare';
import { arrays } from './compare/arrays';
import { functions } from './compare/functions';
import { helloWorld } from './compare/hello-world';
import { loops } from './compare/loops';
import { structures } from './compare/structures';
import { variables } from './compare/variables';

/*
 * /compare: six concepts, each written in the six languages of the catalogue, one file per
 * concept in compare/. Every program is complete and prints exactly its `expectedOutput`;
 * content/compare.test.ts compiles and runs all of them with the real toolchains.
 */

export const compareLanguages: CompareLanguage[] = [
  { id: 'c', name: 'C', fileName: 'main.c' },
  { id: 'cpp', name: 'C++', fileName: 'main.cpp' },
  { id: 'rust', name: 'Rust', fileName: 'main.rs' },
  { id: 'go', name: 'Go', fileName: 'main.go' },
  { id: 'python', name: 'Python', fileName: 'main.py' },
  { id: 'javascript', name: 'JavaScript', fileName: 'main.js' },
].map((language) => compareLanguageSchema.parse(language));

export const compareConcepts: CompareConcept[] = [
  helloWorld,
  variables,
  functions,
  loops,
  arrays,
  structures,
].map((concept) => compareConceptSchema.parse(concept));
