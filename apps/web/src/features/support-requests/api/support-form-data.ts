/** A message with its images as the support calls take them: multipart, files under `attachments`. */
export function toSupportFormData(fields: Record<string, string>, attachments: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of attachments) body.append('attachments', file, file.name);
  return body;
}
