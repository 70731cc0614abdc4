import { changePasswordInputSchema, type ChangePasswordInput } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NoticeSnackbar, useNotice } from '@/components/notice-snackbar';
import { controlledFieldProps } from '@/components/controlled-field';
import { PasswordField } from '@/components/password-field';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS = [
  { name: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password' },
] as const;

/**
 * Password & Security: current, new and confirmation. Cancelling (or leaving the section, which
 * unmounts it) clears the fields and hides the passwords again.
 */
export function PasswordSecurity() {
  const change = useChangePassword();
  const [generation, setGeneration] = useState(0);
  const notices = useNotice();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInputSchema), defaultValues: EMPTY });
  // Save is disabled while the change is sent, and a success empties the fields anew: either
  // drops the focus to the top of the page. Once the answer is in, Save takes it back.
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!change.isPending && change.submittedAt > 0 && (!active || active === document.body)) saveRef.current?.focus();
  }, [change.isPending, change.submittedAt, generation]);

  const clear = () => {
    form.reset(EMPTY);
    setGeneration((g) => g + 1);
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await change.mutateAsync(input);
      clear();
      notices.show('success', answer.msg);
    } catch (error) {
      notices.show('error', errorMessage(error));
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Typography variant="h2">Password &amp; Security</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Changing your password signs you out on your other devices; you stay signed in here.
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        <Box
          component="form"
          noValidate
          aria-label="Change password"
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 440 }}
        >
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Controller
              key={`${name}-${generation}`}
              name={name}
              control={form.control}
              render={({ field, fieldState }) => (
                <PasswordField
                  {...controlledFieldProps({ field, fieldState })}
                  label={label}
                  autoComplete={autoComplete}
                  showLabel={`Show ${label.toLowerCase()}`}
                  hideLabel={`Hide ${label.toLowerCase()}`}
                />
              )}
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button ref={saveRef} type="submit" variant="contained" disabled={change.isPending}>
              Save
            </Button>
            <Button type="button" onClick={clear} disabled={change.isPending}>
              Cancel
            </Button>
          </Box>
        </Box>
      </CardContent>
      <NoticeSnackbar {...notices} />
    </Card>
  );
}
