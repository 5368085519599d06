/**
 * A form as `app.inject` sends it: the encoded multipart body and its Content-Type (with the
 * boundary), encoded by the platform's own Request, as fetch and browsers send it.
 */
export async function multipart(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A form with each file under `field` (an avatar's `file`), named and typed as a browser sends it. */
export function filesForm(
  field: string,
  ...files: { bytes: Buffer; name?: string; type?: string }[]
): FormData {
  const form = new FormData();
  for (const { bytes, name = 'picture.png', type = 'image/png' } of files)
    form.append(field, new Blob([bytes], { type }), name);
  return form;
}
