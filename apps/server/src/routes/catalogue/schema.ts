// Request schemas of the catalogue routes; the bodies are the core's catalogue schemas.
import { z } from 'zod';

// Any text: the routes answer 404 for ids that are not UUIDs (PRODUCT.md), long ones included.
export const ownerItemParams = z.object({ userId: z.string(), id: z.string() });
export const itemParams = z.object({ id: z.string() });
