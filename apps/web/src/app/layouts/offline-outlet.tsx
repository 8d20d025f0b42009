import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineUnavailable } from '../../components/offline-unavailable.tsx';
import { forgetStaleAnswers, staleAnswersSince } from '../../lib/api.ts';
import { useOnline } from '../../lib/online-status.ts';
import { installOfflineReads, offlinePageRead, offlineReads } from '../offline-reads.ts';

/**
 * The signed-in pages' outlet, reading offline (decision 0047):
 * - opens the reads kept on the device (once) and keeps the session read with them;
 * - offline, a page opened now shows if the device kept its main read (or it needs none), else
 *   'This page is not available offline', inside the layout; the page on screen when the
 *   connection went stays as it is;
 * - when the connection is back after kept answers were shown, every query is asked again (and a
 *   page that was not available is loaded afresh).
 */
export function OfflineOutlet() {
  const online = useOnline();
  const location = useLocation();
  const client = useQueryClient();
  const [reads, setReads] = useState(offlineReads);
  // The last page shown online: it stays on screen when the connection goes.
  const shownOnline = useRef<string | null>(null);
  // Whether 'not available offline' is on screen: the page's code may have failed to load meanwhile.
  const unavailable = useRef(false);

  useEffect(() => {
    let live = true;
    void installOfflineReads(client)
      .then((opened) => live && setReads(opened))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);

  useEffect(() => {
    if (online) shownOnline.current = location.key;
  }, [online, location.key]);

  useEffect(() => {
    const back = () => {
      // The router keeps a page whose code failed to load offline as failed: load it afresh.
      if (unavailable.current) return window.location.reload();
      if (staleAnswersSince() === null) return;
      forgetStaleAnswers();
      void client.invalidateQueries();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [client]);

  unavailable.current = !online && shownOnline.current !== location.key && offlinePageRead(location.pathname, location.search, reads) === 'no';
  return unavailable.current ? <OfflineUnavailable /> : <Outlet />;
}
