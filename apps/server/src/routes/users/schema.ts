// Request schemas of the account routes (bodies from core, so SPEC §5 messages live once).
import { z } from 'zod';

// Any text: an id that is not the caller's own is a 403 (PRODUCT.md), however long.
export const userIdParams = z.object({ id: z.string() });
// A mangled link (an over-long or repeated code) is just an invalid code: the route redirects to the
// login screen's explanation rather than answering JSON to a browser.
export const activationQuery = z.object({
  code: z.preprocess((value) => (typeof value === 'string' && value.length <= 200 ? value : ''), z.string()),
});
