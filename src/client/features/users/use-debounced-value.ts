import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (the search box's 300 ms, SPEC.md §9). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
