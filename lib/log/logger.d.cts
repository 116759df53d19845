import type { DestinationStream, Logger } from 'pino';

export declare const LOG_LEVELS: readonly ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export declare const log: Logger;
export declare function logTo(destination: DestinationStream): () => void;
export declare function createLogger(destination?: DestinationStream, level?: string): Logger;
export declare function withRequestId<T>(requestId: string, work: () => T): T;
export declare function currentRequestId(): string | undefined;
export declare function withoutPersonalData(text: string): string;
