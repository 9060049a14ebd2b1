/** A read (GET or HEAD): it may reuse a session from memory, and it changes nothing, so it sends no e-mail. */
export const isReadRequest = (req: { method: string }): boolean =>
  req.method === 'GET' || req.method === 'HEAD';
