import type { Theme } from '@domain/constants';

/** The site's palette (Tailwind's, brand = indigo) as the charts draw it, in each theme. */
export interface ChartColors {
  axis: string;
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
  brand: string;
  second: string;
}

export function chartColors(theme: Theme): ChartColors {
  return theme === 'dark'
    ? {
        axis: '#cbd5e1',
        grid: '#334155',
        tooltipBackground: '#0f172a',
        tooltipBorder: '#334155',
        brand: '#818cf8',
        second: '#34d399',
      }
    : {
        axis: '#475569',
        grid: '#e2e8f0',
        tooltipBackground: '#ffffff',
        tooltipBorder: '#e2e8f0',
        brand: '#4f46e5',
        second: '#059669',
      };
}

const OUTCOME_COLORS: Record<string, [light: string, dark: string]> = {
  success: ['#059669', '#34d399'],
  compile_error: ['#e11d48', '#fb7185'],
  time_limit: ['#0284c7', '#38bdf8'],
  memory_limit: ['#7c3aed', '#a78bfa'],
  output_limit: ['#475569', '#94a3b8'],
};

/** Runtime errors in warm shades, one per kind, in the order the series list them. */
const RUNTIME_COLORS: [light: string, dark: string][] = [
  ['#d97706', '#fbbf24'],
  ['#c2410c', '#fb923c'],
  ['#a16207', '#facc15'],
  ['#9f1239', '#fda4af'],
];

/** The colour of each series of the runs chart, by key. */
export function runSeriesColors(keys: readonly string[], theme: Theme): Record<string, string> {
  const pick = (pair: [string, string]) => (theme === 'dark' ? pair[1] : pair[0]);
  let runtime = 0;
  return Object.fromEntries(
    keys.map((key) => {
      const outcome = OUTCOME_COLORS[key];
      if (outcome) return [key, pick(outcome)];
      if (key.startsWith('runtime_error')) {
        return [key, pick(RUNTIME_COLORS[runtime++ % RUNTIME_COLORS.length]!)];
      }
      return [key, pick(['#64748b', '#cbd5e1'])];
    }),
  );
}
