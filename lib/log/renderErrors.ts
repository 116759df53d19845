import { log } from './logger.cjs';
import { loggedPath, REQUEST_ID_HEADER } from '../http/requestGuard';

/** What Next says of a request whose render failed (instrumentation.ts `onRequestError`). */
interface FailedRequest {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One error line per failed render: its stack, the digest Next shows the page (error.digest), and
 * the request id the error page shows the visitor (ErrorMessage.tsx), so either finds the other.
 */
export function logRenderError(
  error: unknown,
  request: FailedRequest,
  context: { routePath?: string },
): void {
  const requestId = request.headers[REQUEST_ID_HEADER];
  log.error(
    {
      err: error,
      digest: (error as { digest?: string } | null)?.digest,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      method: request.method,
      path: loggedPath(request.path),
      route: context.routePath,
    },
    'render failed',
  );
}
