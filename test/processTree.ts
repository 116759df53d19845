/**
 * A server's processes as Linux's /proc shows them: which process listens on a port, and the
 * tree it belongs to (the start command's npm, shell and launcher above it, everything it started
 * below it, the embedded PostgreSQL included), with each one's command and resident memory.
 */
import fs from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  command: string;
  rssMb: number;
  /** Proportional set size: the resident memory with shared pages split among their sharers. */
  pssMb: number;
}

/** Commands that belong to a started site: `npm start`, its shell, the launcher, Next's server. */
const SERVER_COMMAND = /\bnpm(-cli\.js)? start\b|with-db|next start|next-server/;

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended meanwhile
  }
}

export function processInfo(pid: number): ProcessInfo | null {
  const stat = read(`/proc/${pid}/stat`);
  const cmdline = read(`/proc/${pid}/cmdline`);
  const status = read(`/proc/${pid}/status`);
  if (!stat || cmdline === null || !status) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const pssKb = Number(/^Pss:\s+(\d+)/m.exec(read(`/proc/${pid}/smaps_rollup`) ?? '')?.[1] ?? rssKb);
  const command =
    cmdline.split('\0').filter(Boolean).join(' ') || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  return { pid, ppid, command, rssMb: rssKb / 1024, pssMb: pssKb / 1024 };
}

function allPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The process with a listening TCP socket on `port` (IPv4 or IPv6), or null. */
export function listeningPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  for (const pid of allPids()) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return pid;
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return null;
}

/** `root` and every process below it. */
export function processTree(root: number): ProcessInfo[] {
  const infos = allPids().flatMap((pid) => processInfo(pid) ?? []);
  const tree: ProcessInfo[] = [];
  const take = (pid: number) => {
    const info = infos.find((p) => p.pid === pid);
    if (!info) return;
    tree.push(info);
    for (const child of infos.filter((p) => p.ppid === pid)) take(child.pid);
  };
  take(root);
  return tree;
}

/** The whole tree of the site listening on `port`: from the topmost start command down. */
export function serverTree(port: number): ProcessInfo[] {
  const listener = listeningPid(port);
  if (!listener) throw new Error(`nothing listens on port ${port}`);
  let root = listener;
  for (;;) {
    const parent = processInfo(processInfo(root)?.ppid ?? 0);
    if (!parent || !SERVER_COMMAND.test(parent.command)) break;
    root = parent.pid;
  }
  return processTree(root);
}

/**
 * The tree's memory for a bench's line: resident (RSS) and proportional (PSS, shared pages such
 * as PostgreSQL's buffers counted once) totals, then each kind of process.
 */
export function describeMemory(tree: ProcessInfo[]): string {
  const sum = (list: ProcessInfo[], key: 'rssMb' | 'pssMb') => list.reduce((s, p) => s + p[key], 0);
  const kinds = new Map<string, ProcessInfo[]>();
  for (const p of tree) {
    const kind = /postgres/.test(p.command)
      ? 'postgres'
      : p.command.split(' ').slice(0, 3).join(' ').slice(0, 48);
    kinds.set(kind, [...(kinds.get(kind) ?? []), p]);
  }
  const parts = [...kinds].map(
    ([kind, list]) => `${list.length > 1 ? `${list.length}× ` : ''}${kind} ${sum(list, 'rssMb').toFixed(0)}`,
  );
  return (
    `RSS ${sum(tree, 'rssMb').toFixed(0)} MB, PSS ${sum(tree, 'pssMb').toFixed(0)} MB in ${tree.length} processes ` +
    `(RSS MB: ${parts.join('; ')})`
  );
}
