import {
  ROLE_LABELS,
  userListInputSchema,
  type DepartmentOption,
  type Role,
  type UserStatusFilter,
} from '@casecover/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/search-field';
import type { UserListParams } from '../hooks/use-user-list-params';

/** The server's status values, with the names the screen shows (spec: "inactive" reads Suspended). */
const STATUS_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: '', label: 'Active' },
  { value: 'inactive', label: 'Suspended' },
  { value: 'deleted', label: 'Deleted' },
  { value: 'pending', label: 'Pending approval' },
];

// An empty value ("All …", "Active") is a real choice here, so the label always sits above the field.
const selectSlotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export function UserFilters({
  params,
  departments,
  roles,
  showDepartment,
  showStatus,
  onChange,
}: {
  params: UserListParams;
  departments: DepartmentOption[];
  roles: readonly Role[];
  showDepartment: boolean;
  showStatus: boolean;
  onChange: (patch: Partial<UserListParams>) => void;
}) {
  const selectCount = 1 + (showDepartment ? 1 : 0) + (showStatus ? 1 : 0);

  return (
    <Box
      role="search"
      aria-label="Filter users"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `minmax(220px, 2fr) repeat(${selectCount}, minmax(150px, 1fr))`,
        },
      }}
    >
      <SearchField
        value={params.searchText}
        onSearch={(text) => onChange({ searchText: text, page: 1 })}
        placeholder="Name, email or phone"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      {showDepartment ? (
        <TextField
          size="small"
          select
          label="Department"
          value={departments.some((d) => d._id === params.departmentId) ? params.departmentId : ''}
          onChange={(event) => onChange({ departmentId: event.target.value, page: 1 })}
          slotProps={selectSlotProps}
        >
          <MenuItem value="">All departments</MenuItem>
          {departments.map((department) => (
            <MenuItem key={department._id} value={department._id}>
              {department.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        size="small"
        select
        label="Role"
        value={params.role === '' || roles.includes(params.role) ? params.role : ''}
        onChange={(event) => onChange({ role: userListInputSchema.shape.role.parse(event.target.value), page: 1 })}
        slotProps={selectSlotProps}
      >
        <MenuItem value="">All roles</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      {showStatus ? (
        <TextField
          size="small"
          select
          label="Status"
          value={params.status}
          onChange={(event) =>
            onChange({ status: userListInputSchema.shape.status.parse(event.target.value), page: 1 })
          }
          slotProps={selectSlotProps}
        >
          {STATUS_OPTIONS.map((option) => (
            <MenuItem key={option.label} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Box>
  );
}
