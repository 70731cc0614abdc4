import { EMAIL_PATTERN, LIMITS, MSG } from '@casecover/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';

const SEPARATORS = /[\s,;]+/;

function isEmail(text: string): boolean {
  return text.length <= LIMITS.emailMax && EMAIL_PATTERN.test(text);
}

/**
 * Several email addresses as chips. Enter, comma or space adds what was typed; an address that is
 * not valid shows the attendee message and is not added.
 */
export function AttendeeEmailsField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error = false,
  helperText,
}: {
  label: string;
  value: string[];
  onChange: (emails: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  /** Adds the typed addresses; false (and the message) when one of them is not valid. */
  const commit = (raw: string): boolean => {
    const typed = raw.split(SEPARATORS).filter(Boolean);
    if (typed.length === 0) {
      setText('');
      return true;
    }
    if (!typed.every(isEmail)) {
      setTypedError(MSG.tasks.attendeeEmail);
      setText(raw.trim().replace(/[,;]+$/, ''));
      return false;
    }
    const next = [...value];
    for (const email of typed) {
      if (!next.some((e) => e.toLowerCase() === email.toLowerCase())) next.push(email);
    }
    onChange(next);
    setText('');
    setTypedError(null);
    return true;
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'clear') {
          setText('');
          setTypedError(null);
        } else if (reason === 'input') {
          if (/[\s,;]$/.test(next)) commit(next);
          else {
            setText(next);
            setTypedError(null);
          }
        }
      }}
      onChange={(_event, next, reason) => {
        if (reason === 'createOption') {
          commit(next[next.length - 1] ?? '');
          return;
        }
        onChange(next);
      }}
      onBlur={() => {
        if (text.trim()) commit(text);
        onBlur?.();
      }}
      renderValue={(emails, getItemProps) =>
        emails.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={email} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? 'name@example.com' : undefined}
          inputRef={inputRef}
          error={error || typedError !== null}
          helperText={typedError ?? helperText ?? 'Press Enter, comma or space after each address'}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'email', autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}
