import SwitchAccount from '@mui/icons-material/SwitchAccountOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { errorMessage } from '@/lib/api-client';
import { useSwitchInto, type SwitchTarget } from '../api/switch-session';

/** Starts a session as the target's admin (or the chosen user) and opens his dashboard. */
export function SwitchIntoButton({
  target,
  label,
  ariaLabel,
  variant = 'contained',
  disabled = false,
}: {
  target: SwitchTarget;
  label: string;
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}) {
  const mutation = useSwitchInto();
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant={variant}
        size={variant === 'contained' ? 'medium' : 'small'}
        startIcon={variant === 'contained' ? <SwitchAccount /> : undefined}
        loading={mutation.isPending}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => mutation.mutate(target)}
      >
        {label}
      </Button>
      {mutation.isError ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {errorMessage(mutation.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
