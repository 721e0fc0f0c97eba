import { PageLoading } from '@web/components/PageLoading';
import { useT } from '@web/i18n/translate';

/** While the opened challenge downloads (a practice challenge's first visit). */
export function ChallengeLoading() {
  const t = useT();
  return <PageLoading message={t('Loading the challenge...')} />;
}
