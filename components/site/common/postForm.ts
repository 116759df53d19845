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

/**
 * Shows a failed answer on the form: each field message beside its field (for the fields the form
 * has), and one line saying what went wrong.
 */
export function showFailure<Name extends string>(
  result: Exclude<PostResult, { kind: 'ok' }>,
  form: {
    /** The form's values object: only its keys get field messages. */
    fields: Partial<Record<Name, unknown>>;
    setFieldError: (name: Name, message: string) => void;
    setProblem: (message: string) => void;
    errors: { network: string; server: string };
  },
): void {
  if (result.kind === 'network') {
    form.setProblem(form.errors.network);
    return;
  }
  if (result.kind === 'invalid') {
    for (const [name, message] of Object.entries(result.fields)) {
      if (name in form.fields) form.setFieldError(name as Name, message);
    }
  }
  form.setProblem(result.message || form.errors.server);
}
