import { CONCEPT_LABELS } from '@domain/assessment-rules';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type Analytics } from '@domain/analytics-api';
import { useDateFormat } from '@web/lib/format-date';
import { useT } from '@web/i18n/translate';
import { useTheme } from '@web/lib/use-theme';
import { chartColors, runSeriesColors } from './chart-colors';
import { axisDayLabel, seriesName } from './parts';

/*
 * The page's charts (recharts, SVG), in a chunk of their own that loads after the page: each
 * sits in a ChartBox (role="img" with its summary) and has its table beside it, so recharts'
 * own keyboard layer is left off.
 */

function useColors() {
  return chartColors(useTheme().theme);
}

function tooltipStyle(colors: ReturnType<typeof chartColors>) {
  return {
    contentStyle: {
      background: colors.tooltipBackground,
      border: `1px solid ${colors.tooltipBorder}`,
      borderRadius: 8,
      fontSize: 12,
    },
    labelStyle: { color: colors.axis },
    cursor: { fill: colors.grid, opacity: 0.4 },
  };
}

export function RunsPerDayChart({ runs }: { runs: Analytics['runsPerDay'] }) {
  const t = useT();
  useDateFormat();
  const colors = useColors();
  const { theme } = useTheme();
  const fills = runSeriesColors(
    runs.series.map((series) => series.key),
    theme,
  );
  const data = runs.rows.map((row) => ({
    day: axisDayLabel(row.day),
    ...row.counts,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
      >
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis
          dataKey="day"
          tick={{ fill: colors.axis, fontSize: 11 }}
          stroke={colors.grid}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: colors.axis, fontSize: 11 }}
          stroke={colors.grid}
        />
        <Tooltip {...tooltipStyle(colors)} />
        <Legend wrapperStyle={{ fontSize: 12, color: colors.axis }} />
        {runs.series.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={seriesName(series, t)}
            stackId="runs"
            fill={fills[series.key]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TimePerLessonChart({ lessons }: { lessons: Analytics['timePerLesson'] }) {
  const t = useT();
  const colors = useColors();
  const titles = new Map(lessons.map((lesson) => [lesson.lessonId, lesson.title]));
  const data = lessons.map((lesson) => ({
    lesson: lesson.lessonId,
    minutes: Math.round(lesson.seconds / 60),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
      >
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="lesson" tick={{ fill: colors.axis, fontSize: 11 }} stroke={colors.grid} />
        <YAxis
          allowDecimals={false}
          tick={{ fill: colors.axis, fontSize: 11 }}
          stroke={colors.grid}
          tickFormatter={(minutes: number) => t('{{minutes}} m', { minutes })}
        />
        <Tooltip
          {...tooltipStyle(colors)}
          labelFormatter={(label) =>
            typeof label === 'string' ? (titles.get(label) ?? label) : null
          }
        />
        <Bar
          dataKey="minutes"
          name={t('Minutes')}
          fill={colors.brand}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

const rate = (entry: { attempted: number; passed: number }) =>
  entry.attempted === 0 ? 0 : Math.round((entry.passed / entry.attempted) * 100);

export function MasteryChart({ mastery }: { mastery: Analytics['mastery'] }) {
  const t = useT();
  const colors = useColors();
  const data = mastery.map((entry) => ({
    concept: t(CONCEPT_LABELS[entry.concept]),
    exercises: rate(entry.exercises),
    challenges: rate(entry.challenges),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={colors.grid} horizontal={false} />
        <XAxis
          type="number"
          domain={[0, 100]}
          unit="%"
          tick={{ fill: colors.axis, fontSize: 11 }}
          stroke={colors.grid}
        />
        <YAxis
          type="category"
          dataKey="concept"
          width={112}
          tick={{ fill: colors.axis, fontSize: 11 }}
          stroke={colors.grid}
        />
        <Tooltip {...tooltipStyle(colors)} formatter={(value) => `${String(value)}%`} />
        <Legend wrapperStyle={{ fontSize: 12, color: colors.axis }} />
        <Bar
          dataKey="exercises"
          name={t('Exercises passed')}
          fill={colors.brand}
          isAnimationActive={false}
        />
        <Bar
          dataKey="challenges"
          name={t('Challenges passed')}
          fill={colors.second}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
