// The API key travels with every request, so the base URL must be HTTPS; plain HTTP is only
// allowed to this machine, where local development and the end-to-end tests run the service.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** null when the URL is acceptable, else a sentence saying what is wrong. */
export function apiUrlProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return 'Enter the address of the Palisade service, e.g. https://api.example.com/v2.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "That isn't a complete web address. It should start with https://.";
  }
  if (url.username || url.password) return "The address can't contain a user name or password.";
  if (url.search || url.hash) return "The address can't contain a query (?) or fragment (#).";
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  if (url.protocol === 'http:')
    return 'The address must use https:// (plain http:// is only allowed for 127.0.0.1 or localhost).';
  return 'The address must start with https://.';
}
