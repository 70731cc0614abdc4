export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** US-style: optional +1, then 3-3-4 digits with optional brackets, dashes, dots or spaces. */
export const PHONE_PATTERN = /^(\+?1[-. ]?)?(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
/** Letters in words separated by a hyphen, apostrophe or space. */
export const PERSON_NAME_PATTERN = /^[A-Za-z]+(?:[-' ][A-Za-z]+)*$/;
/** 8+ characters with a lowercase and an uppercase letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}
