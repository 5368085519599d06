/**
 * A call to the app's API as the admin, with the token global-setup signed in for once: the
 * login limit (10 per email in 5 minutes) stays for the browser's own sign-ins.
 */
export async function adminApi(
  baseURL: string,
  token: string,
  method: 'PUT' | 'DELETE' | 'POST',
  path: string,
  body?: object,
): Promise<void> {
  const answer = await fetch(`${baseURL}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
}
