import CheckCircle from '@mui/icons-material/CheckCircle';
import MyLocation from '@mui/icons-material/MyLocation';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { errorMessage } from '@/lib/api-client';
import { guessTimeZone } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSession } from '@/lib/use-session';
import { useUpdateTimezone } from '../api/timezone';
import { allZones, filterZones, listedZone, zoneEntry, type ZoneEntry } from '../utils/zones';

const CLOCK_MS = 30_000;

/** The wall clock the list shows, moved on every half minute. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The zones, one plain button each, styled once for the whole list: 400-odd rows stay cheap to
 * draw, and typing in the search does not redraw them.
 */
const ZoneList = memo(function ZoneList({
  zones,
  current,
  isSaving,
  onChoose,
}: {
  zones: ZoneEntry[];
  current: string;
  isSaving: boolean;
  onChoose: (zone: string) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label="Time zones"
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        '& button': {
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 0.75,
          cursor: 'pointer',
          font: 'inherit',
        },
        '& button:hover': { backgroundColor: theme.palette.action.hover },
        '& button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        '& button[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
        '& button[aria-current="true"]': { backgroundColor: theme.palette.action.selected, opacity: 1 },
        '& .zone-text': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
        '& .zone-name': { fontSize: '0.9rem', wordBreak: 'break-word' },
        '& button[aria-current="true"] .zone-name': { fontWeight: 650, color: theme.palette.primary.main },
        '& .zone-meta': { fontSize: '0.8rem', color: theme.palette.text.secondary },
      })}
    >
      {zones.map((zone) => {
        const isCurrent = zone.name === current;
        return (
          <li key={zone.name}>
            <button
              type="button"
              aria-current={isCurrent ? 'true' : undefined}
              // Not `disabled`: the zone just chosen keeps the focus while it is saved (a disabled
              // button drops it); a choice meanwhile is ignored.
              aria-disabled={isSaving && !isCurrent ? 'true' : undefined}
              onClick={() => onChoose(zone.name)}
            >
              <span className="zone-text">
                <span className="zone-name">{zone.name.replace(/_/g, ' ')}</span>{' '}
                <span className="zone-meta">
                  {zone.offset} · {zone.time}
                </span>
              </span>
              {isCurrent ? <CheckCircle color="primary" fontSize="small" titleAccess="Current zone" /> : null}
            </button>
          </li>
        );
      })}
    </Box>
  );
});

/**
 * Time Zone: the full IANA list with each zone's UTC offset and time now, a search, and a button
 * for the device's zone. A choice is saved at once and every date of the app follows it.
 */
export function TimeZoneSettings() {
  const session = useSession();
  const update = useUpdateTimezone();
  const now = useNow();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, 150);
  const notices = useNotice();
  const showNotice = notices.show;
  const minute = Math.floor(now.getTime() / 60_000);
  // Offsets are read at the start of the minute, so the list is rebuilt once a minute, not on every tick.
  const zones = useMemo(() => allZones(new Date(minute * 60_000)), [minute]);
  const shown = useMemo(() => filterZones(zones, search), [zones, search]);

  const current = listedZone(session?.timeZone ?? guessTimeZone());
  const device = listedZone(guessTimeZone());
  const currentEntry = zoneEntry(current, now);

  const { mutate, isPending } = update;
  const isDeviceOff = device === current || isPending;
  const choose = useCallback(
    (zone: string) => {
      if (zone === current || isPending) return;
      mutate(zone, {
        onSuccess: (answer) => showNotice('success', answer.msg),
        onError: (error) => showNotice('error', errorMessage(error)),
      });
    },
    [current, isPending, mutate, showNotice],
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2">Time Zone</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Every date and time in CaseCover is shown in this zone.
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        <Box
          sx={{
            display: 'flex',
            alignItems: { xs: 'stretch', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            mb: 2.5,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Your time zone
            </Typography>
            <Typography
              data-testid="current-zone"
              sx={{ fontWeight: 650, fontSize: '1.05rem', wordBreak: 'break-word' }}
            >
              {current.replace(/_/g, ' ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {currentEntry.offset} · now {currentEntry.time}
            </Typography>
          </Box>
          {/* `aria-disabled`, not `disabled`: used, the button stays off (its zone is the current
              one) and keeps the focus, which a disabled button would drop. `choose` ignores a press. */}
          <Button
            variant="outlined"
            startIcon={<MyLocation />}
            aria-disabled={isDeviceOff ? 'true' : undefined}
            onClick={() => choose(device)}
            sx={{
              '&[aria-disabled="true"]': {
                color: 'action.disabled',
                borderColor: 'action.disabledBackground',
                cursor: 'default',
              },
            }}
          >
            Use this device&apos;s zone
          </Button>
        </Box>
        <TextField
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          label="Search time zones"
          placeholder="City, region or UTC offset"
          fullWidth
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Paper variant="outlined" sx={{ mt: 1.5, maxHeight: 420, overflowY: 'auto' }}>
          {shown.length === 0 ? (
            <Alert severity="info" sx={{ m: 1.5 }}>
              No time zone matches &ldquo;{search.trim()}&rdquo;.
            </Alert>
          ) : (
            <ZoneList zones={shown} current={current} isSaving={update.isPending} onChoose={choose} />
          )}
        </Paper>
      </CardContent>
      <NoticeSnackbar {...notices} />
    </Card>
  );
}
