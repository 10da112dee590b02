// Messages from the background and the service arrive as sentences of their own; these helpers
// fit them into ours without doubled full stops or "[object Object]".

/** A message without its closing punctuation, to be embedded mid-sentence. */
export function clause(message: string): string {
  return message.trim().replace(/[.!\s]+$/, '');
}

/** The message of anything thrown or rejected, as a clause. */
export function errorClause(err: unknown): string {
  return clause(err instanceof Error ? err.message : String(err));
}
