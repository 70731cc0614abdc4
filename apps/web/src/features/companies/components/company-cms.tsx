import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/api-client';
import { useCompanyLabels } from '@/lib/lookups/get-company-labels';

const FIELD_NAMES: Record<string, string> = {
  patientName: 'Patient Name',
  caseNumber: 'Case Number',
  patientSurvey: 'Patient Survey',
};

/** CMS tab (read only in this version): each optional task field's label and whether it is enabled. */
export function CompanyCms({ companyId }: { companyId: string }) {
  const labels = useCompanyLabels(companyId);
  if (labels.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading labels">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (labels.isError) return <Alert severity="error">{errorMessage(labels.error)}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {labels.data.map((entry) => (
        <Stack
          key={entry.value}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            label={FIELD_NAMES[entry.value] ?? entry.value}
            value={entry.label}
            disabled
            sx={{ flex: 1 }}
          />
          <FormControlLabel
            control={<Checkbox checked={entry.checked} disabled />}
            label="Enabled"
            sx={{ whiteSpace: 'nowrap' }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
