import { createContext, useContext } from 'react';
import type { HeapBlock } from '@domain/trace';
import type { DrawnValue } from './trace-memory';

/** What every cell of one step's picture needs to know about the whole step. */
export interface MemoryPicture {
  values: readonly DrawnValue[];
  heap: readonly HeapBlock[];
  /** Ids of the values this step changed. */
  changed: ReadonlySet<string>;
  /** A crash step: the address of the pointer that could not be followed. */
  faultPointer: string | undefined;
}

export const MemoryPictureContext = createContext<MemoryPicture>({
  values: [],
  heap: [],
  changed: new Set(),
  faultPointer: undefined,
});

export const useMemoryPicture = () => useContext(MemoryPictureContext);
