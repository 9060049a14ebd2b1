import { config } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function`, after probing whether eval is allowed. Under the app's
 * Content-Security-Policy (no 'unsafe-eval') even the probe is reported as a violation, so the web app turns
 * the compiler off. This module is imported first in main.tsx: it must run before any schema is created.
 */
config({ jitless: true });
