// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SoundsModule from './sounds';

/** A stand-in AudioContext that records the notes played through it. */
class FakeAudioContext {
  static made = 0;
  static notes: { frequency: number; start: number; stop: number; peak: number }[] = [];
  state: 'running' | 'suspended' = 'suspended';
  currentTime = 10;
  destination = {};
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  constructor() {
    FakeAudioContext.made += 1;
  }
  createGain() {
    const ramps: number[] = [];
    const gain = {
      gain: {
        setValueAtTime: vi.fn(),
        linearRampToValueAtTime: (value: number) => ramps.push(value),
        exponentialRampToValueAtTime: vi.fn(),
      },
      connect: (target: unknown) => target,
      ramps,
    };
    return gain;
  }
  createOscillator() {
    const note = { frequency: 0, start: 0, stop: 0, peak: 0 };
    let through: { ramps: number[] } | null = null;
    return {
      type: 'sine',
      frequency: {
        set value(hz: number) {
          note.frequency = hz;
        },
      },
      connect: (gain: { ramps: number[] }) => {
        through = gain;
        return gain;
      },
      start: (at: number) => {
        note.start = at;
      },
      stop: (at: number) => {
        note.stop = at;
        note.peak = Math.max(...(through?.ramps ?? [0]));
        FakeAudioContext.notes.push(note);
      },
    };
  }
}

function activate(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: { hasBeenActive, isActive: hasBeenActive },
  });
}

let sounds: typeof SoundsModule;

beforeEach(async () => {
  vi.resetModules();
  FakeAudioContext.made = 0;
  FakeAudioContext.notes = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  sounds = await import('./sounds');
});
afterEach(() => vi.unstubAllGlobals());

describe('sounds', () => {
  it('play nothing while the preference is off, as it is by default', () => {
    activate(true);
    sounds.playSound('passed');
    expect(FakeAudioContext.made).toBe(0);
  });

  it('play nothing on a page the learner has not used yet, where the browser blocks audio', () => {
    activate(false);
    sounds.setSoundsEnabled(true);
    sounds.playSound('completed');
    expect(FakeAudioContext.made).toBe(0);
  });

  it('play short, quiet notes once on: two rising for a pass, one low for a failure, four for a challenge', () => {
    activate(true);
    sounds.setSoundsEnabled(true);
    sounds.playSound('passed');
    expect(FakeAudioContext.notes.map((note) => note.frequency)).toEqual([523.25, 659.25]);
    sounds.playSound('failed');
    sounds.playSound('completed');
    const frequencies = FakeAudioContext.notes.map((note) => note.frequency);
    expect(frequencies.slice(2)).toEqual([196, 523.25, 659.25, 783.99, 1046.5]);
    expect(FakeAudioContext.made).toBe(1);
    for (const note of FakeAudioContext.notes) {
      expect(note.peak).toBeLessThanOrEqual(0.1);
      expect(note.stop - note.start).toBeLessThan(0.3);
    }
  });

  it('never throw when the browser refuses audio', () => {
    activate(true);
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('NotAllowedError');
        }
      },
    );
    sounds.setSoundsEnabled(true);
    expect(() => sounds.playSound('failed')).not.toThrow();
  });
});
