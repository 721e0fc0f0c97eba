import { PageHeader } from '@web/components/PageHeader';

export function ThreadPage() {
  return <PageHeader title="Discussion" description="" />;
}
