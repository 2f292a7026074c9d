/** The CSP directive `name` of a response's header, as its list of sources. */
export function cspDirective(csp: string, name: string): string[] | undefined {
  const entry = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry?.slice(1);
}
