import { useEffect, useState } from 'react';

/** The dashboard's clock, ticking each second. */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} className="font-mono text-sm tabular-nums text-muted-foreground" data-testid="admin-clock">
      {now.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })} · {now.toLocaleTimeString('en-US')}
    </time>
  );
}
