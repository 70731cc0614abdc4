import { COMPANY_CODE_MAX, type AddCompanyForm, type AddCompanyInput } from '@casecover/shared';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { controlledFieldProps } from '@/components/controlled-field';
import { useCheckCompanyCode } from '../api/add-company-check-code';

type CodeState =
  | { kind: 'idle' }
  | { kind: 'suggested' }
  | { kind: 'free'; text: string }
  | { kind: 'taken'; text: string; suggestion: string };

export interface CompanyCodeField {
  /** Fills the code from the name, unless the user typed one himself. Run when the name is left. */
  suggestFromName: () => void;
  element: ReactNode;
}

/**
 * The company code: up to 4 letters or digits. Leaving the name fills in a free code derived
 * from it (`checkCompanyId`); leaving a typed code checks it and offers a free one when taken.
 * Left blank, the server gives the suggested code.
 */
export function useCompanyCodeField(
  form: UseFormReturn<AddCompanyForm, unknown, AddCompanyInput>,
  disabled: boolean,
): CompanyCodeField {
  const check = useCheckCompanyCode();
  const [state, setState] = useState<CodeState>({ kind: 'idle' });
  const [isTyped, setTyped] = useState(false);
  const { control, getValues, setValue, clearErrors } = form;

  const fill = (code: string) => {
    setValue('companyId', code, { shouldValidate: true });
    clearErrors('companyId');
  };

  const suggestFromName = () => {
    const companyName = getValues('companyName')?.trim() ?? '';
    if (!companyName || (isTyped && getValues('companyId'))) return;
    check.mutate(
      { companyName },
      {
        onSuccess: (res) => {
          fill(res.companyId);
          setTyped(false);
          setState({ kind: 'suggested' });
        },
      },
    );
  };

  const checkTyped = () => {
    const companyName = getValues('companyName')?.trim() ?? '';
    const companyId = getValues('companyId')?.trim() ?? '';
    if (!companyName || !companyId || !isTyped || form.getFieldState('companyId').invalid) return;
    check.mutate(
      { companyName, companyId },
      {
        onSuccess: (res) => {
          if (res.isAvailable === false) {
            setState({ kind: 'taken', text: res.msg ?? '', suggestion: res.companyId });
          } else setState({ kind: 'free', text: `${res.companyId}: ${res.msg ?? ''}` });
        },
      },
    );
  };

  const hint = (() => {
    if (state.kind === 'suggested') return 'Suggested from the name; you may change it.';
    if (state.kind === 'free') return state.text;
    if (state.kind === 'taken') {
      return (
        <>
          {state.text}{' '}
          <Link
            component="button"
            type="button"
            onClick={() => {
              fill(state.suggestion);
              setTyped(false);
              setState({ kind: 'free', text: `${state.suggestion} is free.` });
            }}
          >
            Use {state.suggestion}
          </Link>
        </>
      );
    }
    return `Up to ${COMPANY_CODE_MAX} letters or digits; left blank, one is given from the name.`;
  })();

  const element = (
    <Controller
      name="companyId"
      control={control}
      render={(props) => {
        const field = controlledFieldProps(props);
        return (
          <TextField
            {...field}
            label="Company code"
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => {
              field.onChange(event.target.value.toUpperCase());
              setTyped(true);
              setState({ kind: 'idle' });
            }}
            onBlur={() => {
              field.onBlur();
              checkTyped();
            }}
            error={field.error || state.kind === 'taken'}
            helperText={field.helperText ?? hint}
            slotProps={{ htmlInput: { maxLength: COMPANY_CODE_MAX + 2, spellCheck: false } }}
          />
        );
      }}
    />
  );
  return { suggestFromName, element };
}
