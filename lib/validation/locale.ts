/**
 * zod/mini does not load a locale: an issue without a message of its own reads 'Invalid input'.
 * Importing this module brings zod's English messages back ('Too small: expected number to be
 * >=1'). The route handlers, the environment check and the admin client import it; the public
 * forms do not: their schemas give every message a visitor can meet, and the locale is weight
 * on a phone.
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';

z.config(en());
