/**
 * Writes PERMISSIONS.md: every staff API route × every role, from the areas the routes declare
 * (`npm run permissions`; the route × role test fails while it is out of date).
 */
import fs from 'node:fs';
import { permissionMatrix, PERMISSIONS_FILE } from '../test/adminRoutes';

fs.writeFileSync(PERMISSIONS_FILE, permissionMatrix());
