import { useEffect, useState } from 'react';

/** The current moment, renewed every `everyMs` (a clock on screen). */
export function useNow(everyMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
