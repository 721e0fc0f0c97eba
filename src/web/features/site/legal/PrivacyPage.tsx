import { privacy } from '@content/privacy';
import { pages } from '@domain/routes';
import { usePageMeta } from '@web/lib/page-meta';
import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  usePageMeta(pages.privacy.title, pages.privacy.description);
  return <LegalDocument page={pages.privacy} content={privacy} />;
}
