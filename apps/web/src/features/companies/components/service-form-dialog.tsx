import { MSG, serviceNameSchema, type CompanyService, type ServiceType } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAddService } from '../api/add-service';
import { addServiceTypeMutationKey } from '../api/add-service-type';
import { useUpdateService } from '../api/update-service';
import { useCompany } from '../api/get-company';
import { getCompanyTeam } from '../api/get-company-team';
import { companyQueryKeys } from '../api/get-companies';
import { ServiceTypeField } from './service-type-field';

/** The dialog's fields: the shared name rule, a chosen type, and (large companies, on add) a division. */
const serviceFormSchema = z.object({
  service: serviceNameSchema,
  serviceType: z
    .custom<ServiceType | null>()
    .refine((value): value is ServiceType => value !== null, MSG.companyServices.typeRequired),
  divisionId: z.string(),
});
type ServiceFormValues = z.input<typeof serviceFormSchema>;

/** A large company's divisions, for a new service to belong to one (or to all, left empty). */
function useDivisions(companyId: string, enabled: boolean) {
  const company = useCompany(companyId);
  const isLarge = enabled && company.data?.size === 'large';
  const team = useQuery({
    queryKey: companyQueryKeys.team(companyId),
    queryFn: ({ signal }) => getCompanyTeam(companyId, signal),
    enabled: isLarge,
  });
  if (!isLarge) return [];
  return (team.data?.units ?? []).filter((u) => u.level === 'division');
}

/**
 * Add Service, or Edit Service when `service` is given: the name, the service type (the admin may
 * add a missing type from the picker) and, for a new service of a large company, its division.
 * Mount with a fresh `key` each time it opens.
 */
export function ServiceFormDialog({
  open,
  companyId,
  service,
  onSaved,
  onClose,
  onExited,
}: {
  open: boolean;
  companyId: string;
  service: CompanyService | null;
  onSaved: (message: string) => void;
  onClose: () => void;
  onExited?: () => void;
}) {
  const add = useAddService();
  const update = useUpdateService();
  const mutation = service ? update : add;
  const divisions = useDivisions(companyId, service === null);
  const form = useForm<ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: { service: service?.service ?? '', serviceType: service?.serviceType ?? null, divisionId: '' },
    mode: 'onChange',
  });
  const name = useWatch({ control: form.control, name: 'service' });
  // A type typed in the picker is created first; saving before it exists would keep the old type.
  const addingType = useIsMutating({ mutationKey: addServiceTypeMutationKey }) > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    const serviceType = values.serviceType?._id ?? '';
    try {
      const response = service
        ? await update.mutateAsync({ id: service._id, companyId, service: values.service, serviceType })
        : await add.mutateAsync({
            companyId,
            service: values.service,
            serviceType,
            divisionId: values.divisionId || null,
          });
      onSaved(response.msg);
    } catch {
      // The dialog's alert shows the server's answer (a taken name, a service removed meanwhile).
    }
  });

  return (
    <FormDialog
      open={open}
      title={service ? 'Edit Service' : 'Add Service'}
      onClose={onClose}
      onExited={onExited}
      onSubmit={onSubmit}
      submitLabel={service ? 'Update' : 'Add'}
      isSubmitting={mutation.isPending}
      isSubmitDisabled={name.trim() === '' || addingType}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      maxWidth="sm"
    >
      <Stack spacing={2.5} sx={{ mt: 1 }}>
        <Controller
          control={form.control}
          name="service"
          render={(props) => (
            <TextField
              {...controlledFieldProps(props)}
              label="Service Name"
              placeholder="e.g. Pacemaker Implant"
              fullWidth
              autoFocus
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name="serviceType"
          render={({ field, fieldState }) => (
            <ServiceTypeField
              companyId={companyId}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {divisions.length ? (
          <Controller
            control={form.control}
            name="divisionId"
            render={(props) => (
              <TextField
                {...controlledFieldProps(props)}
                select
                label="Division"
                fullWidth
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">All divisions</MenuItem>
                {divisions.map((d) => (
                  <MenuItem key={d._id} value={d._id}>
                    {d.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
