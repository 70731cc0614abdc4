declare module 'zipcodes/lib/codes.js' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCodeEntry>;
}

declare module 'zipcodes/lib/states.js' {
  /** Upper-case state or province name to its two-letter code. */
  export const full: Record<string, string>;
}
