/** Keeps a value the URL asked for selectable even when the options do not (yet) list it. */
export function withCurrent(options: string[], current: string | null): string[] {
  if (!current || options.some((option) => option.toLowerCase() === current.toLowerCase())) return options;
  return [current, ...options];
}

/** The option spelt as the options spell it (the server matches makes in any case). */
export function matching(options: string[], current: string | null): string | null {
  return current ? (options.find((option) => option.toLowerCase() === current.toLowerCase()) ?? current) : null;
}
