import { MSG, PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MAX_BYTES, signupFormSchema } from '@casecover/shared';
import AddAPhoto from '@mui/icons-material/AddAPhotoOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { errorMessage, isApiError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useTimeout } from '@/lib/use-timeout';
import { LiveSummary } from '@/components/live-summary';
import { useSignUp } from '../api/sign-up';
import { FilePicker, fileProblem, type FileRules } from '@/components/file-picker';

const PHOTO_RULES: FileRules = {
  extensions: PROFILE_IMAGE_EXTENSIONS,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  typeError: MSG.signup.imageType,
  sizeError: MSG.signup.imageSize,
};

/** Spec part 2: on success the user goes to the sign-in page after 2 s. */
const LEAVE_AFTER_SUCCESS_MS = 2000;

/** Employee signup from an invitation: a password and, optionally, a profile photo. */
export function SignupForm({
  token,
  name,
  onDone,
  onInvalidLink,
}: {
  token: string;
  name: string;
  onDone: () => void;
  /** The link was used or expired between opening the page and submitting. */
  onInvalidLink: () => void;
}) {
  const mutation = useSignUp(token);
  const timeout = useTimeout();
  const [photo, setPhoto] = useState<File | null>(null);
  const photoError = fileProblem(photo, PHOTO_RULES);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (photoError) return;
    mutation.mutate(
      { password: values.password, photo },
      {
        onSuccess: () => {
          // Whoever was signed in on this browser is not the new user.
          clearSession();
          timeout.schedule(onDone, LEAVE_AFTER_SUCCESS_MS);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 404) onInvalidLink();
        },
      },
    );
  });

  const isDone = mutation.isSuccess;

  return (
    <>
      <Typography variant="h1">Set up your account</Typography>
      <Typography sx={{ mt: 1.5, fontWeight: 600 }}>Hi {name},</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Choose a password to finish joining CaseCover: at least 8 characters with an uppercase letter, a lowercase
        letter, a number and a special character.
      </Typography>
      <LiveSummary
        message={
          mutation.isSuccess
            ? { severity: 'success', text: mutation.data.msg }
            : mutation.isError
              ? { severity: 'error', text: errorMessage(mutation.error) }
              : null
        }
        sx={{ mb: 2.5 }}
      />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.25}>
          <NewPasswordFields control={control} label="Password" disabled={isDone} />
          <FilePicker
            file={photo}
            onChange={setPhoto}
            rules={PHOTO_RULES}
            error={photoError}
            disabled={isDone}
            preview="image"
            chooseLabel="Upload profile photo (optional)"
            chooseIcon={<AddAPhoto />}
            inputLabel="Profile photo file"
            removeLabel="Remove photo"
            hint={`JPG, PNG or SVG, up to ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB. Colleagues see it beside your name.`}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={mutation.isPending}
          disabled={isDone}
          sx={{ mt: 3 }}
        >
          Create Account
        </Button>
      </Box>
    </>
  );
}
