import {
  CMS_FIELDS,
  canManageCompanyCatalogue,
  cmsLabelMaxLength,
  saveCmsInputSchema,
  type CmsEntry,
  type SaveCmsInput,
} from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { useCompanyLabels } from '@/lib/lookups/get-company-labels';
import { useSession } from '@/lib/use-session';
import { useSaveCms } from '../api/save-cms';
import { SuccessToast } from './company-services';

type CmsForm = SaveCmsInput;

/** The three entries in the tab's order, from what is stored (other fields' labels are left out). */
function formValues(labels: readonly CmsEntry[]): CmsForm {
  return {
    cmsData: CMS_FIELDS.map((field) => {
      const stored = labels.find((e) => e.value === field.value);
      return {
        value: field.value,
        label: stored?.label ?? field.name,
        checked: stored?.checked ?? false,
        isEdited: stored?.isEdited ?? false,
      };
    }),
  };
}

function CmsFormView({ companyId, labels, canManage }: { companyId: string; labels: CmsEntry[]; canManage: boolean }) {
  const save = useSaveCms();
  const [toast, setToast] = useState<string | null>(null);
  const form = useForm<CmsForm>({
    resolver: zodResolver(saveCmsInputSchema),
    defaultValues: formValues(labels),
    mode: 'onChange',
  });
  const entries = useWatch({ control: form.control, name: 'cmsData' });
  // Save is disabled while the labels are sent, which drops the focus to the top of the page:
  // once the answer is in, Save takes it back.
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!save.isPending && save.submittedAt > 0 && (!active || active === document.body)) saveRef.current?.focus();
  }, [save.isPending, save.submittedAt]);

  const onSubmit = form.handleSubmit(async (values) => {
    const cmsData = values.cmsData.map((entry) => ({
      ...entry,
      isEdited: entry.label.trim() !== CMS_FIELDS.find((f) => f.value === entry.value)?.name,
    }));
    try {
      const response = await save.mutateAsync({ companyId, cmsData });
      form.reset(formValues(response.data.label));
      setToast(response.msg);
    } catch {
      // The alert above the fields shows the server's answer.
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Labels of the optional task fields"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      sx={{ maxWidth: 600 }}
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {canManage
          ? 'Turn on the patient fields this company wants on its tasks and name them as its people say them. Add Task and task details show the labels.'
          : 'The patient fields this company asks for on its tasks, under its own labels.'}
      </Typography>
      {save.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        {CMS_FIELDS.map((field, index) => {
          const checked = entries[index]?.checked ?? false;
          const max = cmsLabelMaxLength(field.value);
          return (
            <Stack
              key={field.value}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Controller
                control={form.control}
                name={`cmsData.${index}.label`}
                render={({ field: input, fieldState }) => (
                  <TextField
                    {...input}
                    inputRef={input.ref}
                    size="small"
                    label={field.name}
                    disabled={!canManage || !checked}
                    error={Boolean(fieldState.error)}
                    // The count shows while the label can be typed; a disabled one's grey would be too faint to read.
                    helperText={
                      fieldState.error?.message ?? (canManage && checked ? `${input.value.length}/${max}` : undefined)
                    }
                    autoComplete="off"
                    sx={{ flex: 1 }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`cmsData.${index}.checked`}
                render={({ field: box }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={box.value}
                        onChange={(event) => {
                          box.onChange(event.target.checked);
                          void form.trigger(`cmsData.${index}.label`);
                        }}
                        onBlur={box.onBlur}
                        disabled={!canManage}
                        slotProps={{ input: { 'aria-label': `Enable ${field.name}` } }}
                      />
                    }
                    label="Enabled"
                    sx={{ whiteSpace: 'nowrap', mt: { sm: 0.25 } }}
                  />
                )}
              />
            </Stack>
          );
        })}
      </Stack>
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
          <Button ref={saveRef} type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
            Save
          </Button>
        </Box>
      ) : null}
      <SuccessToast message={toast} open={toast !== null} onClose={() => setToast(null)} />
    </Box>
  );
}

/**
 * CMS tab: each optional patient field's label and whether it is on. The company's admins and the
 * Super Admin edit them (a label can be typed only while its field is on) and save all three at once.
 */
export function CompanyCms({ companyId }: { companyId: string }) {
  const session = useSession();
  const canManage = session ? canManageCompanyCatalogue(session.user, companyId) : false;
  const labels = useCompanyLabels(companyId);
  if (labels.isPending) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading labels">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (labels.isError) return <Alert severity="error">{errorMessage(labels.error)}</Alert>;
  return <CmsFormView companyId={companyId} labels={labels.data} canManage={canManage} />;
}
