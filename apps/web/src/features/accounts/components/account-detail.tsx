import type { AccountDetail, AccountUser } from '@casecover/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '@/components/detail-list';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { paths } from '@/config/paths';
import { OrganisationUsers } from './organisation-users';
import { OrganisationStatusChip } from './status-chip';
import { SuspendDialog } from './suspend-dialog';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      <Typography variant="h2" sx={{ fontSize: '1.05rem', px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5 }}>
        {title}
        {count !== undefined ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
            {count}
          </Box>
        ) : null}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, pb: 2 }}>
      {text}
    </Typography>
  );
}

/**
 * An account's page for the Super Admin: its details, users, departments, locations and linked
 * companies, Suspend or Restore, and the switch actions the page hands in.
 */
export function AccountDetailView({
  account,
  switchAction,
  renderUserAction,
}: {
  account: AccountDetail;
  switchAction: ReactNode;
  renderUserAction: (user: AccountUser) => ReactNode;
}) {
  const [isConfirming, setConfirming] = useState(false);
  const { show, ...notice } = useNotice();
  const isHospital = account.kind === 'hospital';
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Link component={RouterLink} to={paths.accounts} underline="hover" variant="body2">
            Accounts
          </Link>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="h1">{account.name}</Typography>
            <OrganisationStatusChip status={account.status} />
          </Box>
        </Box>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {isHospital && account.status === 'active' ? switchAction : null}
          <Button
            variant="outlined"
            color={account.status === 'active' ? 'warning' : 'primary'}
            aria-haspopup="dialog"
            onClick={() => setConfirming(true)}
          >
            {account.status === 'active' ? 'Suspend' : 'Restore'}
          </Button>
        </Stack>
      </Box>

      <Section title="Details">
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
          <DetailList
            items={[
              { label: 'Type', value: isHospital ? 'Hospital' : 'Health system' },
              ...(account.parent ? [{ label: 'Health system', value: account.parent.name }] : []),
              { label: 'Phone', value: account.phone },
              { label: 'Address', value: account.address },
              { label: 'Created', value: new Date(account.createdAt).toLocaleDateString() },
              ...(account.suspendedAt
                ? [
                    { label: 'Suspended', value: new Date(account.suspendedAt).toLocaleString() },
                    { label: 'Note', value: account.suspendedNote },
                  ]
                : []),
            ]}
          />
        </Box>
      </Section>

      {isHospital ? null : (
        <Section title="Hospitals" count={account.members.length}>
          {account.members.length ? (
            <Stack component="ul" sx={{ m: 0, px: { xs: 2, sm: 2.5 }, pb: 2, listStyle: 'none', gap: 0.75 }}>
              {account.members.map((m) => (
                <li key={m._id}>
                  <Link component={RouterLink} to={paths.account.to(m._id)} underline="hover">
                    {m.name}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : (
            <Empty text="No hospitals yet" />
          )}
        </Section>
      )}

      <Section title="Users" count={account.users.length}>
        <OrganisationUsers users={account.users} renderAction={isHospital ? renderUserAction : undefined} />
      </Section>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <Section title="Departments" count={account.departments.length}>
          {account.departments.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 2.5 }, pb: 2 }}>
              {account.departments.map((d) => (
                <Chip key={d._id} label={d.name} size="small" />
              ))}
            </Box>
          ) : (
            <Empty text="No departments yet" />
          )}
        </Section>
        <Section title="Locations" count={account.locations.length}>
          {account.locations.length ? (
            <Stack component="ul" sx={{ m: 0, px: { xs: 2, sm: 2.5 }, pb: 2, listStyle: 'none', gap: 1 }}>
              {account.locations.map((l) => (
                <li key={l._id}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {l.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {l.address}
                  </Typography>
                </li>
              ))}
            </Stack>
          ) : (
            <Empty text="No locations yet" />
          )}
        </Section>
        <Section title="Linked companies" count={account.companies.length}>
          {account.companies.length ? (
            <Stack component="ul" sx={{ m: 0, px: { xs: 2, sm: 2.5 }, pb: 2, listStyle: 'none', gap: 0.75 }}>
              {account.companies.map((c) => (
                <li key={c._id}>
                  <Link component={RouterLink} to={paths.company.to(c._id)} underline="hover">
                    {c.name}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : (
            <Empty text="No linked companies" />
          )}
        </Section>
      </Box>

      <SuspendDialog
        open={isConfirming}
        kind="account"
        id={account._id}
        name={account.name}
        status={account.status}
        onClose={() => setConfirming(false)}
        onDone={(message) => {
          setConfirming(false);
          show('success', message);
        }}
      />
      <NoticeSnackbar {...notice} />
    </Stack>
  );
}
