import { fileExtension } from '@casecover/shared';
import Close from '@mui/icons-material/Close';
import Description from '@mui/icons-material/DescriptionOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';

/** What a picker takes: the extensions it offers, its size limit and the words for each refusal. */
export interface FileRules {
  /** Without the dot: `['pdf', 'docx']`. */
  extensions: readonly string[];
  maxBytes: number;
  typeError: string;
  sizeError: string;
}

/** What is wrong with a chosen file, or null when it can be sent (the server checks the bytes again). */
export function fileProblem(file: { name: string; size: number } | null, rules: FileRules): string | null {
  if (!file) return null;
  if (!rules.extensions.includes(fileExtension(file.name))) return rules.typeError;
  if (file.size > rules.maxBytes) return rules.sizeError;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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

export interface FilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  rules: FileRules;
  /** The problem to show (from `fileProblem`, or the server's); the hint shows when there is none. */
  error: string | null;
  disabled?: boolean;
  /** The button that opens the browser's picker, e.g. "Upload document (optional)". */
  chooseLabel: string;
  chooseIcon: ReactNode;
  /** The hidden file input's name, for assistive technology and tests. */
  inputLabel: string;
  removeLabel: string;
  hint: string;
  /** Photos show a thumbnail of the chosen file; documents their icon and size. */
  preview?: 'image' | 'document';
}

/**
 * One file, chosen by a button: the chosen file shows below it with a way to remove it, and
 * the hint under the button turns into the problem when the file breaks the rules.
 */
export function FilePicker({
  file,
  onChange,
  rules,
  error,
  disabled = false,
  chooseLabel,
  chooseIcon,
  inputLabel,
  removeLabel,
  hint,
  preview = 'document',
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const previewUrl = usePreviewUrl(preview === 'image' && file && !error ? file : null);
  const accept = rules.extensions.map((ext) => `.${ext}`).join(',');
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        startIcon={chooseIcon}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={helpId}
      >
        {chooseLabel}
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
          {preview === 'image' ? (
            <Avatar src={previewUrl ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
              {chooseIcon}
            </Avatar>
          ) : (
            <Description color={error ? 'error' : 'primary'} aria-hidden="true" />
          )}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={file.name}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatFileSize(file.size)}
            </Typography>
          </Box>
          <IconButton aria-label={removeLabel} onClick={() => onChange(null)} disabled={disabled} size="small">
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
