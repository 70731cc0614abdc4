import { profilePhoneFormSchema, type ProfilePhoneForm } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';

/**
 * The phone, edited in place: Edit opens the field with Save and close. `onSave` resolves when
 * the server has kept the number (the field closes) and rejects to keep it open.
 */
export function PhoneEditor({ phone, onSave }: { phone: string | null; onSave: (phone: string) => Promise<unknown> }) {
  const [isEditing, setEditing] = useState(false);
  // Saved or closed, the field goes away with the focus in it: Edit, where the editing began,
  // takes it back rather than the top of the page.
  const editRef = useRef<HTMLButtonElement>(null);
  const hasEdited = useRef(false);
  useEffect(() => {
    if (isEditing) hasEdited.current = true;
    else if (hasEdited.current) {
      hasEdited.current = false;
      const active = document.activeElement;
      if (!active || active === document.body) editRef.current?.focus();
    }
  }, [isEditing]);
  const form = useForm<ProfilePhoneForm>({
    resolver: zodResolver(profilePhoneFormSchema),
    defaultValues: { phone: phone ?? '' },
  });

  if (!isEditing) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        {phone ? (
          <span>{phone}</span>
        ) : (
          <Box component="span" sx={{ color: 'text.disabled' }}>
            Not provided
          </Box>
        )}
        <Tooltip title="Edit phone">
          <IconButton
            size="small"
            aria-label="Edit phone"
            ref={editRef}
            onClick={() => {
              form.reset({ phone: phone ?? '' });
              setEditing(true);
            }}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  const submit = form.handleSubmit(async ({ phone: next }) => {
    try {
      await onSave(next);
      setEditing(false);
    } catch {
      // The section shows the server's message; the field stays open to correct it.
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Edit phone"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', maxWidth: 440 }}
    >
      <Controller
        name="phone"
        control={form.control}
        render={({ field, fieldState }) => {
          const props = controlledFieldProps({ field, fieldState });
          return (
            <TextField
              {...props}
              // The catalogue keeps the spec's trailing space; the screen does not show it.
              helperText={props.helperText?.trim()}
              label="Phone"
              size="small"
              autoFocus
              autoComplete="tel"
              inputMode="tel"
              placeholder="800-555-5555"
              sx={{ flex: '1 1 200px' }}
            />
          );
        }}
      />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 0.25 }}>
        Save
      </Button>
      <Tooltip title="Close">
        <IconButton aria-label="Close phone editing" onClick={() => setEditing(false)} sx={{ mt: 0.25 }}>
          <Close />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
