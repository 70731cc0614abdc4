import { MSG, type CompanyPerson, type TeamUnit, type UnitLevel } from '@casecover/shared';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { useCompanyTeam } from '../api/get-company-team';
import { useTeamEditor } from './team-editor';
import { LEVEL_LABELS, childLevelOf, parentLevelOf } from './team-labels';
import { TeamUnitMenu, type TeamAction } from './team-unit-menu';

/** What the managers of each level are called on this screen (a region's are the spec's Regional Managers). */
const MANAGER_LABELS: Record<UnitLevel, string> = {
  division: 'Division Managers',
  area: 'Area Managers',
  region: 'Regional Managers',
  territory: 'Managers',
};

export const NO_TEAM = 'No teams yet';

/** A titled list of people; a territory's reps go without the caption (the unit's name says it). */
function People({ title, people, showTitle = true }: { title: string; people: CompanyPerson[]; showTitle?: boolean }) {
  if (!people.length) return null;
  return (
    <Box sx={{ mt: showTitle ? 1 : 0.5 }}>
      {showTitle ? (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
          {title.toUpperCase()}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {people.map((p) => (
          <Box
            component="li"
            key={p._id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) minmax(130px, auto) minmax(180px, 1.4fr)' },
              columnGap: 2,
              py: 0.5,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {p.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p.phone ? (
                <Link href={`tel:${p.phone}`} color="inherit" underline="hover">
                  {p.phone}
                </Link>
              ) : (
                'No phone'
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              <Link href={`mailto:${p.email}`} color="inherit" underline="hover">
                {p.email}
              </Link>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** For the company's editors: the tree's levels and the handler of each unit's menu. */
interface Editing {
  levels: readonly UnitLevel[];
  onAction: (action: TeamAction, unit: TeamUnit) => void;
}

function UnitNode({ unit, depth, editing }: { unit: TeamUnit; depth: number; editing: Editing | null }) {
  const label = LEVEL_LABELS[unit.level];
  return (
    <Box
      component="li"
      aria-label={`${label} ${unit.name}`}
      sx={{
        listStyle: 'none',
        border: depth === 0 ? 1 : 0,
        borderLeft: depth === 0 ? 1 : 2,
        borderColor: 'divider',
        borderRadius: depth === 0 ? 2 : 0,
        p: depth === 0 ? { xs: 1.5, sm: 2 } : 0,
        pl: depth === 0 ? { xs: 1.5, sm: 2 } : { xs: 1.5, sm: 2 },
        mt: depth === 0 ? 0 : 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={label} size="small" variant="outlined" />
        <Typography
          component={depth === 0 ? 'h3' : 'h4'}
          sx={{ fontWeight: 650, fontSize: depth === 0 ? '1.05rem' : '0.95rem' }}
        >
          {unit.name}
        </Typography>
        {editing ? (
          <TeamUnitMenu
            unit={unit}
            childLevel={childLevelOf(editing.levels, unit.level)}
            canMove={parentLevelOf(editing.levels, unit.level) !== null}
            onAction={editing.onAction}
          />
        ) : null}
      </Box>
      <People title={MANAGER_LABELS[unit.level]} people={unit.managers} />
      <People
        title={unit.level === 'territory' ? 'Territory Managers' : 'Reps'}
        people={unit.reps}
        showTitle={unit.level !== 'territory'}
      />
      {unit.children.length ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {unit.children.map((child) => (
            <UnitNode key={child._id} unit={child} depth={depth + 1} editing={editing} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Teams tab: the company's levels by size, each unit with its managers and reps. The company's own
 * admin (and the Super Admin) also gets each unit's menu (add a child, rename, move, assign people,
 * remove) and Add for the top level; everyone else reads.
 */
export function CompanyTeams({ companyId }: { companyId: string }) {
  const team = useCompanyTeam(companyId);
  const user = useSession()?.user;
  const canEdit = user?.role === 'super_admin' || (user?.role === 'company_admin' && user.companyId === companyId);
  const editor = useTeamEditor({ companyId, levels: team.data?.levels ?? [], units: team.data?.units ?? [] });
  if (team.isPending) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading teams">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (team.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void team.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(team.error)}
      </Alert>
    );
  }
  const { admins, units, levels } = team.data;
  const editing: Editing | null = canEdit ? { levels, onAction: editor.open } : null;
  const topLevel = levels[0];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          Levels: {levels.map((l) => LEVEL_LABELS[l]).join(' → ')}
        </Typography>
        {editing && topLevel ? (
          <Button variant="outlined" size="small" startIcon={<Add />} onClick={() => editor.open('add', null)}>
            Add {LEVEL_LABELS[topLevel]}
          </Button>
        ) : null}
      </Box>
      {admins.length ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}>
          <People title="Company Admins" people={admins} />
        </Box>
      ) : null}
      {units.length ? (
        <Stack component="ul" aria-label="Teams" spacing={2} sx={{ m: 0, p: 0 }}>
          {units.map((unit) => (
            <UnitNode key={unit._id} unit={unit} depth={0} editing={editing} />
          ))}
        </Stack>
      ) : (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_TEAM}</Typography>
          {editing && topLevel ? (
            <Typography variant="body2" color="text.secondary">
              {MSG.teams.noUnitsEditor(LEVEL_LABELS[topLevel])}
            </Typography>
          ) : null}
        </Box>
      )}
      {editing ? editor.element : null}
    </Stack>
  );
}
