import { describe, expect, it } from 'vitest';
import type { TraceStep } from '@domain/trace';
import { arrayStep, freedStep, LIST, listTrace } from './test-fixtures';
import { arrowTarget, changedValueIds, drawnValues, pointeeType } from './trace-memory';

/** The arrow target of the pointer named `name` (or with that id) in `step`. */
function targetOf(step: TraceStep, name: string) {
  const values = drawnValues(step);
  const found = values.find(({ path, id }) => path === name || id === name);
  if (!found) throw new Error(`no value ${name}`);
  return arrowTarget(found.value, values, step.heap);
}

describe('the cell an arrow ends at', () => {
  it('is the exact array cell a pointer into an array points at', () => {
    expect(targetOf(arrayStep, 'p')).toEqual({
      id: 's0.0.2',
      address: '0x7ffc0108',
      path: 'numbers[2]',
      freed: false,
    });
  });

  it('is the node a struct pointer points at, not its first field at the same address', () => {
    const last = listTrace.steps.at(-1)!;
    expect(targetOf(last, 'head')).toEqual({
      id: 'h2.0',
      address: LIST.A,
      path: '*n in a heap block at 0x5555a2a0',
      freed: false,
    });
    // Node A (the third block) is followed by B (the second).
    expect(targetOf(last, 'h2.0.1')).toMatchObject({ address: LIST.B, id: 'h1.0' });
    expect(targetOf(last, 'h0.0.1')).toBeNull();
  });

  it('is the deepest value holding the address when no value has the pointed-to type', () => {
    const step = structuredClone(arrayStep);
    step.stack[0]!.locals[1]!.type = 'void *';
    expect(targetOf(step, 'p')).toMatchObject({ path: 'numbers[2]', address: '0x7ffc0108' });
  });

  it('is nothing for NULL, and the greyed freed block for a dangling pointer', () => {
    expect(targetOf(arrayStep, 'nothing')).toBeNull();
    expect(targetOf(freedStep, 'data')).toEqual({
      id: 'h0',
      address: '0x5555b000',
      path: 'a heap block at 0x5555b000',
      freed: true,
    });
  });

  it('is nothing for an address outside everything drawn', () => {
    const step = structuredClone(arrayStep);
    step.stack[0]!.locals[1]!.target = { region: 'unknown', address: '0xdeadbeef' };
    expect(targetOf(step, 'p')).toBeNull();
  });

  it('reads the pointed-to type off a pointer type', () => {
    expect(pointeeType('struct node *')).toBe('struct node');
    expect(pointeeType('char **')).toBe('char *');
    expect(pointeeType('const struct node *')).toBe('struct node');
    expect(pointeeType('int *const')).toBe('int');
    expect(pointeeType('int')).toBeNull();
  });
});

describe('the values a step changed', () => {
  const pathsOf = (before: TraceStep | null, after: TraceStep) => {
    const values = drawnValues(after);
    const changed = changedValueIds(before, after, values);
    return values.filter(({ id }) => changed.has(id)).map(({ path }) => path);
  };

  it('are the scalars whose address and type held something else the step before', () => {
    const [, , , , , atSix, atEight] = listTrace.steps;
    // i went from 3 to 2; the new node B appeared (not "changed"), C's fields stayed.
    expect(pathsOf(listTrace.steps[4]!, atSix!)).toEqual(['i']);
    expect(pathsOf(atSix!, atEight!)).toEqual([]);
    // head went from NULL to C.
    expect(pathsOf(listTrace.steps[3]!, listTrace.steps[4]!)).toEqual(['head']);
  });

  it('count a value written for the first time, and nothing at the first step', () => {
    const written = structuredClone(arrayStep);
    const count = written.stack[0]!.locals[4]!;
    count.uninitialized = undefined;
    count.value = '0';
    expect(pathsOf(arrayStep, written)).toEqual(['count']);
    expect(pathsOf(null, arrayStep)).toEqual([]);
  });

  it('compare by type too: the same address read as another type is not a change', () => {
    const retyped = structuredClone(arrayStep);
    const x = (retyped.stack[0]!.locals[2]!.value as { type: string; value: string }[])[0]!;
    x.type = 'unsigned int';
    x.value = '7';
    expect(pathsOf(arrayStep, retyped)).toEqual([]);
  });
});
