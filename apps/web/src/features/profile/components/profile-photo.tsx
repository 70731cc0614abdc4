import { MSG } from '@casecover/shared';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useId, useRef } from 'react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fileUrl } from '@/config/services';
import { useFocusAfterRequest } from '@/lib/use-focus-after-request';
import { isValidProfilePhoto } from '../utils/photo-check';

/** The photo (initials when there is none) and a button that uploads a picked image at once. */
export function ProfilePhoto({
  name,
  profilePath,
  isUploading,
  onPick,
  onInvalid,
}: {
  name: string;
  profilePath: string | null;
  isUploading: boolean;
  onPick: (file: File) => void;
  onInvalid: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  // Disabled while the photo uploads, the button drops the focus: it has it back after.
  const focus = useFocusAfterRequest(isUploading);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <InitialsAvatar
        name={name}
        src={profilePath ? fileUrl(profilePath) : undefined}
        alt={profilePath ? `Profile photo of ${name}` : undefined}
        sx={{ width: 72, height: 72, fontSize: '1.5rem' }}
      />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
        aria-label="Profile photo file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void isValidProfilePhoto(file).then((ok) => {
            if (!ok) return onInvalid(MSG.profile.photoType);
            focus.remember(button.current);
            onPick(file);
          });
        }}
      />
      <Button
        ref={button}
        size="small"
        variant="outlined"
        startIcon={isUploading ? <CircularProgress size={14} /> : <PhotoCameraOutlined />}
        disabled={isUploading}
        onClick={() => input.current?.click()}
      >
        {profilePath ? 'Change photo' : 'Upload photo'}
      </Button>
    </Box>
  );
}
