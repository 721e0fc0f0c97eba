import { accessibility } from '@content/accessibility';
import { pages } from '@domain/routes';
import { usePageMeta } from '@web/lib/page-meta';
import { LegalDocument } from './LegalDocument';

export function AccessibilityPage() {
  usePageMeta(pages.accessibility.title, pages.accessibility.description);
  return <LegalDocument page={pages.accessibility} content={accessibility} />;
}
