import {
  NOTIFICATION_SETTING_LABELS,
  NOTIFICATION_SETTING_NAMES,
  type NotificationSetting,
  type NotificationSettingName,
  type NotificationSettings as Settings,
} from '@casecover/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSetting, type UpdateNotificationSettingInput } from '../api/update-notification-setting';

type Channel = 'notification' | 'email';

const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'notification', label: 'In-app' },
  { key: 'email', label: 'Email' },
];

type SettingName = NotificationSettingName | 'all';

/** Only the names the server accepts back get a switch. */
const isSettingName = (name: string): name is SettingName =>
  name === 'all' || (NOTIFICATION_SETTING_NAMES as readonly string[]).includes(name);

function SettingsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading notification settings">
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <Box key={i} sx={{ display: 'flex', gap: 3, alignItems: 'center', py: 1.25 }}>
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={40} height={22} />
          <Skeleton variant="rounded" width={40} height={22} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * Account Settings > Notifications: the master switch pair and one pair per kind of task event.
 * A switch saves as it is toggled; with a master switch off, that channel's kinds are greyed out.
 */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  const notices = useNotice();
  // Switches toggled whose save is in flight: they show the new value at once, and fall back to
  // the saved value (the revert) when the save fails.
  const [pending, setPending] = useState<Partial<Record<string, boolean>>>({});

  const save = (name: SettingName, channel: Channel, checked: boolean) => {
    const key = `${name}:${channel}`;
    setPending((current) => ({ ...current, [key]: checked }));
    const input: UpdateNotificationSettingInput = { name, [channel]: checked };
    update
      .mutateAsync(input)
      .then((response) => notices.show('success', response.msg ?? 'Saved'))
      .catch((error: unknown) => notices.show('error', errorMessage(error)))
      .finally(() =>
        setPending((current) => {
          if (current[key] !== checked) return current;
          const next = { ...current };
          delete next[key];
          return next;
        }),
      );
  };
  const shown = (entry: NotificationSetting, channel: Channel) => pending[`${entry.name}:${channel}`] ?? entry[channel];

  const renderRow = (entry: NotificationSetting & { name: SettingName }, master: NotificationSetting | undefined) => {
    const isMaster = entry.name === 'all';
    const label = NOTIFICATION_SETTING_LABELS[entry.name];
    return (
      <TableRow key={entry.name} sx={isMaster ? { bgcolor: 'action.hover' } : undefined}>
        <TableCell component="th" scope="row" sx={{ fontWeight: isMaster ? 650 : 400 }}>
          {label}
        </TableCell>
        {CHANNELS.map((channel) => {
          const isOffByMaster = !isMaster && master !== undefined && !shown(master, channel.key);
          return (
            <TableCell key={channel.key} align="center" sx={{ width: { xs: 72, sm: 112 }, px: { xs: 0.5, sm: 2 } }}>
              <Switch
                checked={shown(entry, channel.key)}
                disabled={isOffByMaster}
                onChange={(_event, checked) => save(entry.name, channel.key, checked)}
                slotProps={{ input: { 'aria-label': `${label}: ${channel.label}` } }}
              />
            </TableCell>
          );
        })}
      </TableRow>
    );
  };

  const renderTable = (data: Settings) => {
    const master = data.allNotification.find((entry) => entry.name === 'all');
    return (
      <Box sx={{ overflowX: 'auto' }}>
        <Table aria-label="Notification settings" size="small" sx={{ '& td, & th': { py: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Notify me when</TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel.key} align="center">
                  {channel.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {[...data.allNotification, ...data.task].map((entry) =>
              isSettingName(entry.name) ? renderRow({ ...entry, name: entry.name }, master) : null,
            )}
          </TableBody>
        </Table>
      </Box>
    );
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2">Notifications</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Choose what you hear about in the app and by email. The All notifications switches also cover task offers and
          other status changes.
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        {settings.isPending ? <SettingsSkeleton /> : null}
        {settings.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(settings.error)}
          </Alert>
        ) : null}
        {settings.isSuccess ? renderTable(settings.data) : null}
      </CardContent>
      <NoticeSnackbar {...notices} />
    </Card>
  );
}
