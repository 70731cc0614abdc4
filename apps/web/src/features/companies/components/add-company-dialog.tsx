import {
  COMPANY_LOGO_EXTENSIONS,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  DEFAULT_BILLING_TYPE,
  DEFAULT_PRICE_PER_USER,
  LIMITS,
  MSG,
  addCompanyInputSchema,
  defaultTrial,
  type AddCompanyForm,
  type AddCompanyInput,
} from '@casecover/shared';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { controlledFieldProps } from '@/components/controlled-field';
import { FilePicker, fileProblem, type FileRules } from '@/components/file-picker';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTimeout } from '@/lib/use-timeout';
import { useAddCompany } from '../api/add-company';
import { useCompanyCodeField } from './add-company-code-field';

/** Spec part 2 §4: the success shows, then the dialog closes and the list reloads 2 s later. */
export const CLOSE_AFTER_ADD_MS = 2000;

const LOGO_RULES: FileRules = {
  extensions: COMPANY_LOGO_EXTENSIONS,
  maxBytes: COMPANY_LOGO_MAX_BYTES,
  typeError: MSG.companyAdd.logoType,
  sizeError: MSG.companyAdd.logoSize,
};

const SIZE_LABELS = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** Today in the browser's zone, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function initialValues(): AddCompanyForm {
  return {
    companyName: '',
    companyId: '',
    address: '',
    website: '',
    email: '',
    phone: '',
    size: '',
    type: 'clinical',
    description: '',
    billingType: DEFAULT_BILLING_TYPE,
    pricePerUser: DEFAULT_PRICE_PER_USER,
    ...defaultTrial(localToday()),
  };
}

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Add Company: name, code (checked and suggested by the server), contact details, size, type,
 * description, logo and the billing values. The server checks everything again, the logo by its
 * bytes. Mount with a fresh `key` each time it opens.
 */
export function AddCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<AddCompanyForm, unknown, AddCompanyInput>({
    resolver: zodResolver(addCompanyInputSchema),
    defaultValues: initialValues(),
  });
  const { control, handleSubmit, setError } = form;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoServerError, setLogoServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isSaved, setSaved] = useState(false);
  const addCompany = useAddCompany();
  const queryClient = useQueryClient();
  const timeout = useTimeout();
  const isLocked = addCompany.isPending || isSaved;
  const code = useCompanyCodeField(form, isLocked);
  const logoError = fileProblem(logo, LOGO_RULES) ?? logoServerError;
  // The outcome shows above the fields: on a phone the form is scrolled down to its button by then.
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const content = fieldsRef.current?.parentElement;
    if (notice && content) content.scrollTop = 0;
  }, [notice]);

  const field = (name: FieldPath<AddCompanyForm>, props: TextFieldProps) => (
    <Controller
      name={name}
      control={control}
      render={(controller) => {
        const own = controlledFieldProps(controller);
        return <TextField {...own} {...props} disabled={isLocked} helperText={own.helperText ?? props.helperText} />;
      }}
    />
  );

  // Closing by hand during the 2 s after a success reloads the list as well.
  const closeAndReload = () => {
    timeout.clear();
    onClose();
    void queryClient.invalidateQueries({ queryKey: ['companies'] });
  };

  const onSubmit = handleSubmit((input) => {
    if (logoError) return;
    setNotice(null);
    addCompany.mutate(
      { input, logo },
      {
        onSuccess: (res) => {
          setSaved(true);
          setNotice({ severity: 'success', text: res.msg ?? MSG.companyAdd.added });
          timeout.schedule(closeAndReload, CLOSE_AFTER_ADD_MS);
        },
        onError: (error) => {
          const text = errorMessage(error, MSG.companyAdd.network);
          setNotice({ severity: 'error', text });
          if (text === MSG.companyAdd.codeTaken) setError('companyId', { message: text });
          if (text === MSG.companyAdd.logoType || text === MSG.companyAdd.logoSize) setLogoServerError(text);
        },
      },
    );
  });

  const half = { gridColumn: { xs: '1 / -1', sm: 'auto' } };
  const full = { gridColumn: '1 / -1' };

  return (
    <FormDialog
      open={open}
      title="Add Company"
      onClose={isSaved ? closeAndReload : onClose}
      onSubmit={onSubmit}
      submitLabel="Add Company"
      isSubmitting={addCompany.isPending}
      isSubmitDisabled={isSaved}
      notice={notice}
      maxWidth="md"
      closeOnBackdrop={false}
      hasCloseButton
      dividers
    >
      <Box
        ref={fieldsRef}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2.25, pt: 0.5 }}
      >
        <Controller
          name="companyName"
          control={control}
          render={(controller) => {
            const own = controlledFieldProps(controller);
            return (
              <TextField
                {...own}
                label="Company name"
                required
                autoFocus
                autoComplete="off"
                disabled={isLocked}
                onBlur={() => {
                  own.onBlur();
                  code.suggestFromName();
                }}
                slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX + 10 } }}
              />
            );
          }}
        />
        {code.element}
        <EmailField control={control} name="email" autoComplete="off" disabled={isLocked} />
        <PhoneField control={control} name="phone" autoComplete="off" disabled={isLocked} hint="Optional" />
        {field('website', { label: 'Website', placeholder: 'https://example.com', autoComplete: 'off' })}
        {field('size', {
          label: 'Size',
          required: true,
          select: true,
          children: COMPANY_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {SIZE_LABELS[size]}
            </MenuItem>
          )),
        })}
        {field('address', { label: 'Address', autoComplete: 'off', sx: half })}
        {field('type', {
          label: 'Type',
          select: true,
          helperText: 'Services and CMS are for clinical companies',
          children: [
            <MenuItem key="clinical" value="clinical">
              Clinical
            </MenuItem>,
            <MenuItem key="other" value="other">
              Other
            </MenuItem>,
          ],
        })}
        {field('description', {
          label: 'Description',
          multiline: true,
          minRows: 2,
          sx: full,
          helperText: `Optional, up to ${LIMITS.descriptionMax} characters`,
        })}
        <Box sx={full}>
          <FilePicker
            file={logo}
            onChange={(file) => {
              setLogo(file);
              setLogoServerError(null);
            }}
            rules={LOGO_RULES}
            error={logoError}
            disabled={isLocked}
            chooseLabel="Upload logo (optional)"
            chooseIcon={<AddPhotoAlternate />}
            inputLabel="Company logo"
            removeLabel="Remove logo"
            hint="jpg, jpeg, png or svg, up to 2 MB"
            preview="image"
          />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ ...full, mt: 1 }}>
          Billing
        </Typography>
        <Box sx={{ ...full, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2.25 }}>
          {field('pricePerUser', {
            label: 'Price per user',
            required: true,
            slotProps: {
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            },
          })}
          {field('trialStart', { label: 'Trial start', type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          {field('trialEnd', { label: 'Trial end', type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        </Box>
      </Box>
    </FormDialog>
  );
}
