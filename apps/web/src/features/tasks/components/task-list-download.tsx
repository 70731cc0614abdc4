import { MSG, type TaskExportFormat } from '@casecover/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useMemo, useState } from 'react';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { isApiError } from '@/lib/api-client';
import { useDownloadTaskList } from '../api/download-task-list';
import { useTaskListParams } from '../hooks/use-task-list-params';
import { toTaskListInput } from '../utils/task-list-params';

const CHOICES: { format: TaskExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'CSV', hint: 'Comma-separated text' },
  { format: 'xlsx', label: 'Excel', hint: 'Workbook (.xlsx)' },
];

/** The reason a download was refused, or a general failure. */
function downloadError(error: unknown): string {
  if (isApiError(error) && (error.isNetworkError || (error.status >= 400 && error.status < 500))) return error.message;
  return MSG.taskExport.failed;
}

/**
 * The task list's Download menu: every task the current filters select (all pages, not only the
 * one shown), as CSV or Excel.
 */
export function TaskListDownload({ timeZone }: { timeZone: string }) {
  const [params] = useTaskListParams();
  const input = useMemo(() => toTaskListInput(params, timeZone), [params, timeZone]);
  const download = useDownloadTaskList();
  const notices = useNotice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const choose = (format: TaskExportFormat) => {
    setAnchor(null);
    download.mutate({ input, format, timeZone }, { onError: (error) => notices.show('error', downloadError(error)) });
  };

  return (
    <>
      {/* Not `loading` (which disables it): the menu gives the focus back to Download as it
          closes, and a disabled button would drop it. A press while the file comes does nothing. */}
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <Download />}
        aria-busy={download.isPending ? 'true' : undefined}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          if (!download.isPending) setAnchor(event.currentTarget);
        }}
      >
        Download
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {CHOICES.map((c) => (
          <MenuItem key={c.format} onClick={() => choose(c.format)}>
            <ListItemText primary={c.label} secondary={c.hint} />
          </MenuItem>
        ))}
      </Menu>
      <NoticeSnackbar {...notices} />
    </>
  );
}
