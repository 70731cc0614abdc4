import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageHeader } from '@/components/page-header';
import { useAccount } from '@/features/accounts/api/get-account';
import { AccountDetailView } from '@/features/accounts/components/account-detail';
import { AccountsList } from '@/features/accounts/components/accounts-list';
import { PendingRegistrations } from '@/features/accounts/components/pending-registrations';
import { SwitchIntoButton } from '@/features/switch/components/switch-into-button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';

/** The Super Admin's screens; anyone else reaching the address is told it is not there. */
function useIsSuperAdmin() {
  const session = useSession();
  return session?.user.role === 'super_admin' && !session.user.impersonating;
}

export function AccountsRoute() {
  useDocumentTitle('Accounts');
  if (!useIsSuperAdmin()) return <NotFound />;
  return (
    <>
      <PageHeader title="Accounts" subtitle="Every hospital and health system on CaseCover" />
      <Stack spacing={3}>
        <AccountsList />
        <PendingRegistrations />
      </Stack>
    </>
  );
}

export function AccountDetailRoute() {
  const { id = '' } = useParams();
  const isSuperAdmin = useIsSuperAdmin();
  const account = useAccount(id);
  useDocumentTitle(account.data ? account.data.name : 'Account');
  if (!isSuperAdmin) return <NotFound />;
  if (account.isError && isApiError(account.error) && account.error.status === 404) return <NotFound />;
  if (account.isPending) {
    return (
      <Stack spacing={3} role="status" aria-busy="true" aria-label="Loading account">
        <Skeleton width={220} height={40} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (account.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void account.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(account.error)}
      </Alert>
    );
  }
  return (
    <AccountDetailView
      account={account.data}
      switchAction={<SwitchIntoButton target={{ kind: 'account', id }} label="Switch to this account" />}
      renderUserAction={(user) =>
        user.status === 'active' ? (
          <SwitchIntoButton
            target={{ kind: 'account', id, userId: user._id }}
            label="Switch to"
            ariaLabel={`Switch to ${user.name}`}
            variant="text"
          />
        ) : null
      }
    />
  );
}
