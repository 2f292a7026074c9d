import { useEffect, useRef, useState } from 'react';

/**
 * A blob: URL for `blob`, revoked when `key` changes or the component unmounts. Live queries
 * hand out a fresh Blob object on every read of the same stored photo, so the URL follows
 * `key` (what the blob is), not the object, and the image does not flicker.
 */
export function useObjectUrl(blob: Blob | undefined, key: string | null): string | null {
  const latest = useRef(blob);
  latest.current = blob;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const current = latest.current;
    if (key === null || !current) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(current);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [key]);
  return url;
}
