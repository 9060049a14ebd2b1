/** A timestamp for an answer: ISO 8601, or null when there is none (the one `Date | null → ISO` helper). */
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;
