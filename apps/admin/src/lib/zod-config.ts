import { z } from "zod";

// The CSP has no 'unsafe-eval'. Zod would probe for it with `new Function` (to compile fast parsers),
// which the browser reports as a violation; parse without that. Zod reads the setting when a schema is
// built, so the build puts this module in zod's own chunk (vite.config.ts), ahead of every schema.
z.config({ jitless: true });
