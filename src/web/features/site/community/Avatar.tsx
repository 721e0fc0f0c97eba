import { initials } from '@web/lib/initials';

const tones = [
  'bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
];

function toneFor(letters: string): string {
  const sum = [...letters].reduce((total, char) => total + char.charCodeAt(0), 0);
  return tones[sum % tones.length] ?? tones[0]!;
}

/** A round badge with a person's initials; decorative, the name is written next to it. */
export function Avatar({ name }: { name: string }) {
  const letters = initials(name);
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-semibold size-10 text-xs ${toneFor(letters)}`}
    >
      {letters}
    </span>
  );
}
