import type { SessionUser } from '@casecover/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDepartmentOptions } from '@/lib/lookups/get-department-options';
import { useCalendarParams } from '../hooks/use-calendar-params';
import { canFilterByDepartment } from '../utils/calendar-params';

/** "All" plus the hospital's departments, kept in the URL with the calendar's place; none for a scheduler. */
export function DepartmentFilter({ user }: { user: SessionUser }) {
  const isShown = canFilterByDepartment(user.role);
  const [params, updateParams] = useCalendarParams();
  const departments = useDepartmentOptions({ search: '' }, isShown);
  if (!isShown) return null;
  // An id from the URL that is not (or not yet) among the options shows as All.
  const value = departments.data?.some((d) => d._id === params.departmentId) ? params.departmentId : '';
  return (
    <TextField
      select
      size="small"
      label="Department"
      value={value}
      onChange={(event) => updateParams({ departmentId: event.target.value })}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth
      sx={{ bgcolor: 'background.paper' }}
    >
      <MenuItem value="">All</MenuItem>
      {(departments.data ?? []).map((d) => (
        <MenuItem key={d._id} value={d._id}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
