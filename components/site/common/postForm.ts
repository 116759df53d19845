/** Sends a public form and sorts the answer into what the form needs to show. */
export type PostResult =
  | { kind: 'ok' }
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  | { kind: 'refused'; message: string }
  | { kind: 'network' };

export async function postForm(url: string, body: FormData | object): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return { kind: 'ok' };
  const answer = (await response.json().catch(() => null)) as {
    message?: string;
    fields?: Record<string, string>;
  } | null;
  const message = answer?.message ?? '';
  if (answer?.fields) return { kind: 'invalid', message, fields: answer.fields };
  return { kind: 'refused', message };
}
