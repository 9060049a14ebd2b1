/** The `zipcodes` package (US and Canadian postal codes, a CommonJS module) ships no types. */
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeEntry>;
    /** full: 'TEXAS' → 'TX'; abbr: 'TX' → 'TEXAS' */
    states: { full: Record<string, string>; abbr: Record<string, string> };
    lookup(zip: string | number): ZipCodeEntry | undefined;
  };
  export default zipcodes;
}
