import { Lightbulb, Lock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { SolutionKind } from '@domain/community';
import { useT } from '@web/i18n/translate';
import { PanelLoading, SectionPanel } from './SectionPanel';

const SolutionsPanel = lazy(async () => ({
  default: (await import('./SolutionsPanel')).SolutionsPanel,
}));

/**
 * "Solutions" beneath an exercise or a challenge: for a learner who passed it, a way to publish
 * theirs and the others' to learn from; before that, a line that says when they open.
 */
export function Solutions({
  kind,
  targetId,
  passed,
}: {
  kind: SolutionKind;
  targetId: string;
  passed: boolean;
}) {
  const t = useT();
  if (!passed) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {t('Solutions from other learners open once you pass.')}
      </p>
    );
  }
  return (
    <SectionPanel
      section="solutions"
      icon={Lightbulb}
      tone="emerald"
      title={t('Solutions')}
      lead={t('You passed it: share yours and see how others solved it.')}
    >
      <Suspense fallback={<PanelLoading>{t('Loading the solutions...')}</PanelLoading>}>
        <SolutionsPanel kind={kind} targetId={targetId} />
      </Suspense>
    </SectionPanel>
  );
}
