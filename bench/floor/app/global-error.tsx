'use client';

/** The smallest page for a failed root layout: the floor carries it as the site does (app/global-error.tsx). */
export default function GlobalFailed() {
  return (
    <html lang="en">
      <body>
        <p>Something went wrong.</p>
      </body>
    </html>
  );
}
