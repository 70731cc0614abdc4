import Alert, { type AlertProps } from '@mui/material/Alert';
import { useEffect } from 'react';
import { announce } from '@/lib/announcer';

/**
 * A toast's filled alert. Its text is said through the page's polite live region (it does not
 * interrupt, and is heard even when it shows as a dialog closes), so the toast itself is not a
 * live region of its own, which would say it twice.
 */
export function ToastAlert({ children, ...props }: Omit<AlertProps, 'variant' | 'role'>) {
  useEffect(() => {
    if (typeof children === 'string') announce(children);
  }, [children]);
  return (
    <Alert {...props} variant="filled" role="none">
      {children}
    </Alert>
  );
}
