import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useCompany } from '@/features/companies/api/get-company';
import { CompanyDetailView } from '@/features/companies/components/company-detail';
import { CompanyStandingActions } from '@/features/accounts/components/company-standing-actions';
import { SwitchIntoButton } from '@/features/switch/components/switch-into-button';
import { useSession } from '@/lib/use-session';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompanyDetailRoute() {
  const { id = '' } = useParams();
  const company = useCompany(id);
  const user = useSession()?.user;
  const isSuperAdmin = user?.role === 'super_admin' && !user.impersonating;
  useDocumentTitle(company.data ? company.data.name : 'Company');

  if (company.isError && isApiError(company.error) && company.error.status === 404) return <NotFound />;
  if (company.isPending) {
    return (
      <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading company">
        <Skeleton width={160} />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (company.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" component={RouterLink} to={paths.companies}>
              Companies
            </Button>
            <Button color="inherit" size="small" onClick={() => void company.refetch()}>
              Try again
            </Button>
          </Stack>
        }
      >
        {errorMessage(company.error)}
      </Alert>
    );
  }
  if (!isSuperAdmin) return <CompanyDetailView company={company.data} />;
  return (
    <Stack spacing={3}>
      <CompanyStandingActions
        companyId={id}
        switchAction={<SwitchIntoButton target={{ kind: 'company', id }} label="Switch to this company" />}
      />
      <CompanyDetailView company={company.data} />
    </Stack>
  );
}
