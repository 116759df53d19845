import { firstTouchScript } from '@/lib/visits/firstTouch';

/**
 * Keeps where this visit came from on its first page (lib/visits/firstTouch.ts), so the forms it sends
 * later can say so. No cookie and nothing sent until a form is. An inline script at the top of the
 * site layout's body, run as the page is parsed.
 */
export function FirstTouch() {
  return <script dangerouslySetInnerHTML={{ __html: firstTouchScript() }} />;
}
