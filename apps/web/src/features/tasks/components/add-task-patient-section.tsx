import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import type { AddTaskFormState } from '../hooks/use-add-task-form';
import { PATIENT_FIELDS, fieldLabel, isFieldShown } from '../utils/task-format';

const DESCRIPTION_MAX = 255;

/** The patient fields the chosen company turned on, and the description with its count. */
export function AddTaskPatientSection({ form }: { form: AddTaskFormState }) {
  const { control, labels } = form;
  const shownPatientFields = PATIENT_FIELDS.filter((key) => isFieldShown(labels, key));
  return (
    <>
      {shownPatientFields.map((key) => (
        <Controller
          key={key}
          name={key}
          control={control}
          render={(props) => (
            <TextField
              {...controlledFieldProps(props)}
              label={fieldLabel(labels, key)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          name="taskDescription"
          control={control}
          render={(props) => {
            const length = props.field.value.length;
            const error = props.fieldState.error?.message;
            return (
              <TextField
                {...controlledFieldProps(props)}
                label={fieldLabel(labels, 'description')}
                multiline
                minRows={2}
                maxRows={4}
                helperText={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <span>{error ?? ''}</span>
                    <Box component="span" sx={{ color: length > DESCRIPTION_MAX ? 'error.main' : undefined }}>
                      {length}/{DESCRIPTION_MAX}
                    </Box>
                  </Box>
                }
              />
            );
          }}
        />
      </Box>
    </>
  );
}
