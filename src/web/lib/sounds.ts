/*
 * Short, quiet sounds for the "Enable sounds" preference (off by default): a passed check, a
 * failed run, a completed challenge. Made with the Web Audio API, so nothing is downloaded. A
 * page the learner has not pressed, clicked or typed on yet plays nothing: the browser would
 * block it, and a sound nobody asked for is a surprise.
 */

export type SoundKind = 'passed' | 'failed' | 'completed';

/** Each sound's notes: frequency in Hz, start and length in seconds. */
const NOTES: Record<SoundKind, { frequency: number; start: number; length: number }[]> = {
  // A rising third.
  passed: [
    { frequency: 523.25, start: 0, length: 0.12 },
    { frequency: 659.25, start: 0.1, length: 0.16 },
  ],
  // One low, soft note.
  failed: [{ frequency: 196, start: 0, length: 0.22 }],
  // A rising arpeggio to the octave.
  completed: [
    { frequency: 523.25, start: 0, length: 0.12 },
    { frequency: 659.25, start: 0.1, length: 0.12 },
    { frequency: 783.99, start: 0.2, length: 0.12 },
    { frequency: 1046.5, start: 0.3, length: 0.24 },
  ],
};

/** Quiet: a tenth of full scale at the loudest. */
const VOLUME = 0.1;

let enabled = false;
let context: AudioContext | null = null;

/** Follows the learner's preference; a visitor and a signed-out page play nothing. */
export function setSoundsEnabled(on: boolean): void {
  enabled = on;
}

/** Whether a sound may play now: the preference is on and the learner has used the page. */
function soundsAllowed(): boolean {
  if (!enabled || typeof window === 'undefined' || !('AudioContext' in window)) return false;
  return navigator.userActivation?.hasBeenActive ?? false;
}

/** Plays one of the sounds, if allowed; never throws. */
export function playSound(kind: SoundKind): void {
  if (!soundsAllowed()) return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.02;
    for (const note of NOTES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      // A soft attack and decay: no click at either end.
      gain.gain.setValueAtTime(0, start + note.start);
      gain.gain.linearRampToValueAtTime(VOLUME, start + note.start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.start + note.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.start);
      oscillator.stop(start + note.start + note.length + 0.02);
    }
  } catch {
    // No audio output (or the browser refused): the page works the same without it.
  }
}
