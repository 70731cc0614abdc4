import { completeTaskInputSchema } from '@casecover/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCompleteTask } from '../api/complete-task';
import { formatDollars } from '../utils/task-format';

const completeFormSchema = completeTaskInputSchema.pick({ products: true });
const EMPTY_PRODUCT = { name: '', price: '', quantity: '1' };

/** The rep completes a task in progress and records the products used. Mount it afresh each time it opens. */
export function CompleteTaskDialog({
  open,
  taskId,
  onClose,
  onCompleted,
}: {
  open: boolean;
  taskId: string;
  onClose: () => void;
  onCompleted: (message: string) => void;
}) {
  const mutation = useCompleteTask(taskId);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(completeFormSchema),
    defaultValues: { products: [EMPTY_PRODUCT] as { name: string; price: string; quantity: string }[] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const rows = useWatch({ control, name: 'products' }) as { price: string; quantity: string }[] | undefined;
  const total = (rows ?? []).reduce((sum, r) => {
    const amount = Number(r.price) * Number(r.quantity);
    return Number.isFinite(amount) ? sum + amount : sum;
  }, 0);

  const onSubmit = handleSubmit(({ products }) => {
    mutation.mutate(
      { task_id: taskId, products },
      {
        onSuccess: (response) => {
          onCompleted(response.msg);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title="Complete Task"
      description="Enter the products used on this case. Leave the list empty if none were used."
      maxWidth="md"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Complete"
      isSubmitting={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2.5, sm: 1.5 } }}>
        {fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={`Product ${index + 1}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '3fr 2fr auto', sm: '3fr 1.4fr 1fr auto' },
              gap: 1.5,
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <Controller
                name={`products.${index}.name`}
                control={control}
                render={(props) => <TextField {...controlledFieldProps(props)} label="Product" size="small" required />}
              />
            </Box>
            <Controller
              name={`products.${index}.price`}
              control={control}
              render={(props) => (
                <TextField
                  {...controlledFieldProps(props)}
                  label="Price"
                  size="small"
                  required
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                />
              )}
            />
            <Controller
              name={`products.${index}.quantity`}
              control={control}
              render={(props) => (
                <TextField
                  {...controlledFieldProps(props)}
                  label="Quantity"
                  size="small"
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            />
            <IconButton aria-label={`Remove product ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 0.25 }}>
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Button
          startIcon={<Add />}
          onClick={() => append(EMPTY_PRODUCT)}
          disabled={fields.length >= 50}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Add product
        </Button>
        {/* Follows each key typed; read out when it changes. */}
        <Typography aria-live="polite" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          Total {formatDollars(total)}
        </Typography>
      </Box>
    </FormDialog>
  );
}
