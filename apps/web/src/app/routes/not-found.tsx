import { MSG } from '@casecover/shared';
import { NotFound } from '@/components/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(MSG.notFoundPage.heading);
  return <NotFound />;
}
