/**
 * A public form's POST as the site's own page sends it: JSON from the same origin, from one client
 * address (the per-address limits count it), with `headers` changed or added.
 */
export function publicPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'x-forwarded-for': '198.51.100.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An applicant's text fields as the application form sends them (multipart: all text). */
export const APPLICANT = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@example.com',
  phoneNumber: '0502418736',
  dob: '1994-06-12',
  qualification: 'B.Sc. Chemistry',
  consent: 'true',
} as const;
