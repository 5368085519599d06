import { apiClient, type TRequestOptions } from './api-client';
import { downloadText } from './download-text';

/**
 * Fetches an API download (a CSV export) through apiClient, so it carries the session's token,
 * and saves it under the name the server's `Content-Disposition` gives (`fallbackName` without one).
 * A plain `<a href>` cannot: the API reads the token from the Authorization header only.
 */
export async function downloadApiFile(
  url: string,
  params: TRequestOptions['params'],
  fallbackName: string,
  type = 'text/csv',
): Promise<string> {
  const { data, fileName } = await apiClient.get<unknown>(url, { params, headers: { Accept: type } });
  const name = fileName ?? fallbackName;
  downloadText(name, typeof data === 'string' ? data : JSON.stringify(data), type);
  return name;
}
