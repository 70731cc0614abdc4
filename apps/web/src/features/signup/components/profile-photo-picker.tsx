import { MSG, PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MAX_BYTES, fileExtension } from '@casecover/shared';
import AddAPhoto from '@mui/icons-material/AddAPhotoOutlined';
import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef } from 'react';

const ACCEPT = PROFILE_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);

/** What is wrong with a chosen photo, or null when it can be sent. */
export function profilePhotoError(file: { name: string; size: number } | null): string | null {
  if (!file) return null;
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MSG.signup.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return MSG.signup.imageSize;
  return null;
}

function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export function ProfilePhotoPicker({
  file,
  error,
  disabled = false,
  onChange,
}: {
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const previewUrl = usePreviewUrl(file && !error ? file : null);
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-label="Profile photo file"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      {file ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.25,
            pl: 1.5,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          <Avatar src={previewUrl ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
            <AddAPhoto fontSize="small" />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={file.name}>
              {file.name}
            </Typography>
            <Button
              size="small"
              onClick={() => input.current?.click()}
              disabled={disabled}
              sx={{ ml: -0.75, minHeight: 0, py: 0 }}
            >
              Choose another
            </Button>
          </Box>
          <IconButton aria-label="Remove photo" onClick={() => onChange(null)} disabled={disabled} size="small">
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AddAPhoto />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={helpId}
        >
          Upload profile photo (optional)
        </Button>
      )}
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? `JPG, PNG or SVG, up to ${MAX_MB} MB. Colleagues see it beside your name.`}
      </FormHelperText>
    </Box>
  );
}
