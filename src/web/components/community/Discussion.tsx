import { MessagesSquare } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import type { ThreadPlace } from '@domain/community';
import { useT } from '@web/i18n/translate';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { PanelLoading, SectionPanel } from './SectionPanel';

/** The list, the form and their calls load as the section comes near the screen. */
const DiscussionPanel = lazy(async () => ({
  default: (await import('./DiscussionPanel')).DiscussionPanel,
}));

/**
 * "Discussion" beneath a lesson or a challenge: the questions asked about it and a way to ask
 * one. Pages show it through DiscussionSlot, in the browser only; what is inside loads on the
 * way down. `about` names the lesson or challenge in English ("this lesson"), translated here.
 */
export function Discussion({ place, about }: { place: ThreadPlace; about: string }) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const loading = <PanelLoading>{t('Loading the discussion...')}</PanelLoading>;

  return (
    <SectionPanel
      section="discussion"
      ref={section}
      icon={MessagesSquare}
      tone="brand"
      title={t('Discussion')}
      lead={t('Questions and answers about {{about}}.', { about: t(about) })}
    >
      {near ? (
        <Suspense fallback={loading}>
          <DiscussionPanel place={place} />
        </Suspense>
      ) : (
        loading
      )}
    </SectionPanel>
  );
}
