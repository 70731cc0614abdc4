import { DOCUMENT_EXTENSIONS, LIMITS, MSG, registerFormSchema, type LoginResponse } from '@casecover/shared';
import UploadFile from '@mui/icons-material/UploadFile';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { controlledFieldProps } from '@/components/controlled-field';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { LiveSummary } from '@/components/live-summary';
import { useRegister } from '../api/register';
import { AddressField } from './address-field';
import { HospitalAutocomplete } from './hospital-autocomplete';
import { FilePicker, fileProblem, type FileRules } from '@/components/file-picker';
import { EmailField, PhoneField } from '@/components/contact-fields';

/** The registration document: the same rules as the shared `documentError` the server applies. */
const DOCUMENT_RULES: FileRules = {
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: LIMITS.documentMaxBytes,
  typeError: MSG.register.documentType,
  sizeError: MSG.register.documentSize,
};
const DOCUMENT_MAX_MB = LIMITS.documentMaxBytes / (1024 * 1024);

const CONTINUE_AFTER_SUCCESS_MS = 1500;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h2" sx={{ fontSize: '1rem', gridColumn: '1 / -1', mt: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The hospital field's message: its own, or that of the new name inside it (the length rule
 * files its message under `hospital.accountName`).
 */
function hospitalMessage(error: unknown): string | undefined {
  const e = error as { message?: string; accountName?: { message?: string } } | undefined;
  return e?.message ?? e?.accountName?.message;
}

/** Registration. On success the caller receives the new session after the success message has shown. */
export function RegisterForm({ onRegistered }: { onRegistered: (response: LoginResponse) => void }) {
  const mutation = useRegister();
  const [document, setDocument] = useState<File | null>(null);
  const docError = fileProblem(document, DOCUMENT_RULES);
  const timeout = useTimeout();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { hospital: null, phone: '', address: '', name: '', email: '', terms: false },
  });

  const onSubmit = handleSubmit((form) => {
    if (docError) return;
    mutation.mutate(
      { form, document },
      {
        onSuccess: (response) => {
          timeout.schedule(() => onRegistered(response), CONTINUE_AFTER_SUCCESS_MS);
        },
      },
    );
  });

  const isDone = mutation.isSuccess;

  return (
    <>
      <Typography variant="h1">Register</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        Join your hospital on CaseCover, or add a new hospital and become its administrator.
      </Typography>
      <LiveSummary
        message={
          mutation.isSuccess
            ? { severity: 'success', text: mutation.data.msg || MSG.register.success }
            : mutation.isError
              ? { severity: 'error', text: errorMessage(mutation.error) }
              : null
        }
        sx={{ mb: 2.5 }}
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.25 }}
      >
        <SectionTitle>Your hospital</SectionTitle>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="hospital"
            control={control}
            render={({ field, fieldState }) => (
              <HospitalAutocomplete
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={isDone}
                error={Boolean(fieldState.error)}
                {...(hospitalMessage(fieldState.error) ? { helperText: hospitalMessage(fieldState.error) } : {})}
              />
            )}
          />
        </Box>
        <PhoneField control={control} name="phone" disabled={isDone} />
        <Controller
          name="address"
          control={control}
          render={({ field, fieldState }) => (
            <AddressField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              disabled={isDone}
            />
          )}
        />
        <SectionTitle>About you</SectionTitle>
        <Controller
          name="name"
          control={control}
          render={(props) => (
            <TextField {...controlledFieldProps(props)} label="Name" autoComplete="name" disabled={isDone} />
          )}
        />
        <EmailField control={control} name="email" disabled={isDone} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FilePicker
            file={document}
            onChange={setDocument}
            rules={DOCUMENT_RULES}
            error={docError}
            disabled={isDone}
            chooseLabel="Upload document (optional)"
            chooseIcon={<UploadFile />}
            inputLabel="Document file"
            removeLabel="Remove document"
            hint={`PDF, Word (.doc, .docx) or JPEG, up to ${DOCUMENT_MAX_MB} MB: for example a letter confirming your role.`}
          />
        </Box>
        <Controller
          name="terms"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
              <FormControlLabel
                label="I accept the terms and conditions"
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                    disabled={isDone}
                  />
                }
              />
              {fieldState.error ? <FormHelperText sx={{ mt: -0.5 }}>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={mutation.isPending}
            disabled={isDone}
          >
            Register
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
              Sign in
            </Link>
          </Typography>
        </Box>
      </Box>
    </>
  );
}
