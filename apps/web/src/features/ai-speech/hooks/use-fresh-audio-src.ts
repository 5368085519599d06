import { useEffect, useRef, useState } from 'react';

/**
 * A player's source that a refetch does not cut off: the signed link it started with stays while
 * it plays; a link that has expired since (the element fails to load it) gives way to the newest.
 */
export function useFreshAudioSrc(url: string) {
  const [src, setSrc] = useState(url);
  const latest = useRef(url);
  useEffect(() => {
    latest.current = url;
  }, [url]);
  return {
    src,
    onError: () => {
      if (latest.current !== src) setSrc(latest.current);
    },
  };
}
