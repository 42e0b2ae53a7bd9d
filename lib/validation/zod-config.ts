import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` after probing whether eval is allowed. Our
// Content-Security-Policy forbids eval ('unsafe-eval' is never sent in production), so the probe
// would only raise a CSP violation report on every form page: parse without the JIT instead.
z.config({ jitless: true });
