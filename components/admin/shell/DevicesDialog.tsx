'use client';

import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/Dialog';
import { adminText } from '@/content/admin';
import { formatDubaiTime } from '@/lib/text/dates';
import { api, endpoints, type SessionDto } from '@/lib/api';
import { useAdminMutation } from '../common/mutations';
import { RowButton } from '../common/RowButton';
import common from '../common/admin.module.css';
import styles from './AdminShell.module.css';

const text = adminText.devices;
const devicesKey = ['admin', 'my-sessions'] as const;

/** Where the signed-in person's account is signed in, with a way to sign out the others. */
export function DevicesDialog({ onClose }: { onClose: () => void }) {
  const list = useQuery({ queryKey: devicesKey, queryFn: () => api.get(endpoints.mySessions) });
  const others = useAdminMutation({
    mutationFn: () => api.delete(endpoints.mySessions),
    invalidates: [devicesKey],
    success: ({ ended }) => text.othersSignedOut(ended),
  });
  const sessions = list.data ?? [];

  return (
    <Dialog open onClose={onClose} title={text.title} closeLabel={text.close}>
      <p className={styles.devicesIntro}>{text.intro}</p>
      {sessions.some((session) => !session.current) && (
        <p className={styles.devicesAction}>
          <button
            type="button"
            className={common.secondaryButton}
            onClick={() => others.mutate()}
            disabled={others.isPending}
          >
            {text.signOutOthers}
          </button>
        </p>
      )}
      {list.isPending ? (
        <p role="status">{text.loading}</p>
      ) : (
        <ul className={common.list} aria-label={text.listLabel}>
          {sessions.map((session) => (
            <DeviceRow key={session.handle} session={session} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function DeviceRow({ session }: { session: SessionDto }) {
  const end = useAdminMutation({
    mutationFn: () => api.delete(endpoints.mySession(session.handle)),
    invalidates: [devicesKey],
    success: text.signedOut,
  });
  const seen = [text.lastSeen(formatDubaiTime(session.lastSeenAt)), session.ip && text.address(session.ip)];
  return (
    <li className={`${common.row} ${common.rowWithoutImage}`} data-testid="device-row">
      <div className={common.rowMain}>
        <span className={styles.deviceName}>{session.device}</span>
        <p className={common.rowText}>{seen.filter(Boolean).join(' ')}</p>
        {session.current && (
          <div className={common.meta}>
            <span className={common.chipLive}>{text.thisDevice}</span>
          </div>
        )}
      </div>
      {!session.current && (
        <RowButton
          label={text.signOut}
          of={`${session.device}, ${seen.filter(Boolean).join(' ')}`}
          onClick={() => end.mutate()}
          disabled={end.isPending}
        />
      )}
    </li>
  );
}
