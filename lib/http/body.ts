/** Reads a JSON request body; anything unreadable becomes `null`, which the schema then rejects. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
