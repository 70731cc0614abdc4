import { PageHeader } from '@/components/page-header';
import { CompaniesList } from '@/features/companies/components/companies-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompaniesRoute() {
  useDocumentTitle('Companies');
  return (
    <>
      <PageHeader title="Companies" />
      <CompaniesList />
    </>
  );
}
