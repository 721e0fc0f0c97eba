import type { LucideIcon } from 'lucide-react';

const tones = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300',
  deep: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300',
  white: 'bg-white text-brand-600 dark:bg-slate-900 dark:text-brand-300',
  glass: 'bg-white/15 text-white',
} as const;

const sizes = {
  sm: { box: 'size-10 rounded-lg', icon: 'size-5' },
  md: { box: 'size-10 rounded-xl', icon: 'size-5' },
  lg: { box: 'size-11 rounded-xl', icon: 'size-5' },
  xl: { box: 'size-12 rounded-xl', icon: 'size-6' },
  '2xl': { box: 'size-14 rounded-2xl', icon: 'size-7' },
} as const;

export type IconTone = keyof typeof tones;

/** An icon on a tinted square: the mark of a card, a callout or a dialog. */
export function IconBadge({
  icon: Icon,
  tone = 'brand',
  size = 'lg',
  className = '',
}: {
  icon: LucideIcon;
  tone?: IconTone;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span className={`grid place-items-center ${sizes[size].box} ${tones[tone]} ${className}`}>
      <Icon aria-hidden="true" className={sizes[size].icon} />
    </span>
  );
}
