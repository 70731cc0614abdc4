import {
  MSG,
  OFFER_CLOSED_LABELS,
  OFFER_LEVEL_LABELS,
  formatInZoneLabelled,
  type OfferRow,
  type TaskDetail,
} from '@casecover/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTaskOffers } from '../api/get-task-offers';
import { Section } from './detail-section';

/** "4 min 05 s", "1 h 02 min", "35 s". */
export function formatElapsed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m) return `${m} min ${String(s).padStart(2, '0')} s`;
  return `${s} s`;
}

function outcome(o: OfferRow): { label: string; color: 'success' | 'error' | 'default' } {
  if (o.acceptedAt) return { label: 'Accepted', color: 'success' };
  if (o.declinedAt) return { label: o.declineReason ? `Declined: ${o.declineReason}` : 'Declined', color: 'error' };
  if (o.closedReason) return { label: OFFER_CLOSED_LABELS[o.closedReason] ?? 'Closed', color: 'default' };
  // Neutral: the theme's warning orange on white is below 4.5:1 for text this small.
  return { label: 'Waiting', color: 'default' };
}

/**
 * Who a task was offered to (each rep, the level that reached him, when), who declined and why,
 * who accepted and how long that took. Shown to hospital users and company managers.
 */
export function OfferProgressPanel({ task, timeZone }: { task: TaskDetail; timeZone: string }) {
  const live = task.taskStatus === 'pending' || task.taskStatus === 'unassigned';
  const { data } = useTaskOffers(task._id, live);
  if (!data || (!data.offers.length && !data.broadcast)) return null;
  const when = (iso: string) => formatInZoneLabelled(iso, timeZone);
  const title = data.broadcast ? MSG.offers.progressTitle : 'Offers';

  return (
    <Section title={title}>
      <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }} aria-label="Broadcast summary">
        {data.broadcast ? (
          <Typography variant="body2" color="text.secondary">
            Started {when(data.broadcast.startedAt)} · reached: {OFFER_LEVEL_LABELS[data.broadcast.level]}
          </Typography>
        ) : null}
        {data.acceptedBy ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Accepted by {data.acceptedBy}
            {data.secondsToAccept !== null ? ` in ${formatElapsed(data.secondsToAccept)}` : ''}
          </Typography>
        ) : (
          <Typography variant="body2">
            {data.offers.filter((o) => !o.closedAt).length} of {data.offers.length} offers open
          </Typography>
        )}
      </Box>
      <Box component="ul" aria-label="Offers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {data.offers.map((o) => {
          const result = outcome(o);
          return (
            <Box
              component="li"
              key={o._id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {o.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {OFFER_LEVEL_LABELS[o.level]} · offered {when(o.offeredAt)}
                </Typography>
              </Box>
              <Chip size="small" variant="outlined" color={result.color} label={result.label} />
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
