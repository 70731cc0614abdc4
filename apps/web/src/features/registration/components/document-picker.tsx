import { DOCUMENT_EXTENSIONS, LIMITS } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Description from '@mui/icons-material/DescriptionOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';

const MAX_MB = LIMITS.documentMaxBytes / (1024 * 1024);
const ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function DocumentPicker({
  file,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-label="Document file"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => input.current?.click()}
        disabled={disabled ?? false}
        aria-describedby={helpId}
      >
        Upload document (optional)
      </Button>
      {file ? (
        <Box
          sx={{
            mt: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            p: 1.25,
            pl: 1.5,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          <Description color={error ? 'error' : 'primary'} aria-hidden="true" />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatSize(file.size)}
            </Typography>
          </Box>
          <IconButton
            aria-label="Remove document"
            onClick={() => onChange(null)}
            disabled={disabled ?? false}
            size="small"
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? `PDF, Word (.doc, .docx) or JPEG, up to ${MAX_MB} MB: for example a letter confirming your role.`}
      </FormHelperText>
    </Box>
  );
}
