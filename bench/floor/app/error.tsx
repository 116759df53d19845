'use client';

/** The smallest error page a production app has: the floor carries Next's error boundary as the site does. */
export default function Failed() {
  return <p>Something went wrong.</p>;
}
