import type { Department } from '@casecover/shared';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * The departments as tiles. For the Account Admin each tile carries Edit and Delete, which show
 * on hover and while either has the keyboard focus (and always on a touch screen, which has no hover).
 */
export function DepartmentGrid({
  departments,
  canManage,
  onEdit,
  onDelete,
}: {
  departments: Department[];
  canManage: boolean;
  onEdit: (department: Department) => void;
  onDelete: (department: Department) => void;
}) {
  return (
    <Box component="ul" aria-label="Departments" sx={gridSx}>
      {departments.map((department) => (
        <Paper
          key={department._id}
          component="li"
          variant="outlined"
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: { xs: 52, sm: 64 },
            pl: 2,
            pr: canManage ? 1 : 2,
            py: 1,
            transition: 'border-color 120ms, box-shadow 120ms',
            '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
            '& .department-actions': { opacity: 0, transition: 'opacity 120ms' },
            '&:hover .department-actions, &:focus-within .department-actions': { opacity: 1 },
            '@media (hover: none)': { '& .department-actions': { opacity: 1 } },
          }}
        >
          <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'break-word' }}>
            {department.name}
          </Typography>
          {canManage ? (
            <Box className="department-actions" sx={{ display: 'flex', flexShrink: 0 }}>
              <Tooltip title="Edit">
                <IconButton size="small" aria-label={`Edit ${department.name}`} onClick={() => onEdit(department)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  size="small"
                  aria-label={`Delete ${department.name}`}
                  onClick={() => onDelete(department)}
                  sx={{ '&:hover, &:focus-visible': { color: 'error.main' } }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

export function DepartmentGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading departments" sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={64} />
      ))}
    </Box>
  );
}
