import { useId, useState, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import './plain-form.css';

/*
 * Form parts drawn with plain elements and one small style sheet, looking and behaving as MUI's
 * outlined text field, checkbox, contained button and standard alert do with the app's theme.
 * The sign-in page is built from them, so it draws before MUI and its styling engine have loaded.
 */

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function Icon({ path }: { path: string }) {
  return (
    <svg className="pf-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

const ICONS = {
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  checkboxBlank: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  checkboxChecked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  errorOutline:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
} as const;

export type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value'> & {
  label: string;
  value: string;
  /** The field's message; the field shows as invalid while it has one. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
};

/** A one-line outlined text field with a floating label, as MUI's outlined TextField draws it. */
export function PlainTextField({ label, error, inputRef, endAdornment, value, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <div
      className={classes(
        'pf-field',
        error !== undefined && 'pf-field--error',
        value !== '' && 'pf-field--filled',
        Boolean(endAdornment) && 'pf-field--adorned',
      )}
    >
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
      <div className="pf-input">
        <input
          {...input}
          value={value}
          id={id}
          ref={inputRef}
          className="pf-control"
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? helperId : undefined}
        />
        {endAdornment ? <div className="pf-adornment">{endAdornment}</div> : null}
        <fieldset aria-hidden="true" className="pf-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error !== undefined ? (
        <p className="pf-helper" id={helperId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password field with the show/hide toggle of the app's other password fields. */
export function PlainPasswordField(props: Omit<PlainTextFieldProps, 'type' | 'endAdornment'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="pf-icon-button pf-ripple"
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
          onMouseDown={(e: MouseEvent) => e.preventDefault()}
        >
          <Icon path={isVisible ? ICONS.visibilityOff : ICONS.visibility} />
        </button>
      }
    />
  );
}

export function PlainCheckbox({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="pf-check-label">
      <span className="pf-checkbox pf-ripple">
        <input
          type="checkbox"
          className="pf-checkbox__input"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <Icon path={checked ? ICONS.checkboxChecked : ICONS.checkboxBlank} />
      </span>
      <span className="pf-check-text">{label}</span>
    </label>
  );
}

/** A full-width submit button; while `loading` it is disabled and shows a spinner in place of its label. */
export function PlainSubmitButton({ children, loading }: { children: string; loading: boolean }) {
  const id = useId();
  return (
    <button
      type="submit"
      id={id}
      className={classes('pf-button pf-ripple', loading && 'pf-button--loading')}
      disabled={loading}
    >
      {loading ? (
        <span className="pf-button__progress">
          <span className="pf-spinner" role="progressbar" aria-labelledby={id}>
            <svg viewBox="22 22 44 44">
              <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
            </svg>
          </span>
        </span>
      ) : null}
      {children}
    </button>
  );
}

/**
 * A form's summary in a polite live region that is on the page before the message is (as
 * LiveSummary, drawn as MUI's standard error alert).
 */
export function PlainErrorSummary({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <div className="pf-alert" role="none">
          <div className="pf-alert__icon">
            <Icon path={ICONS.errorOutline} />
          </div>
          <div className="pf-alert__message">{message}</div>
        </div>
      ) : null}
    </div>
  );
}
