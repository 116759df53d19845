import type { NextConfig } from 'next';

// A fixture of the benches: the same `next` as the site (from the project's node_modules).
const config: NextConfig = { poweredByHeader: false };

export default config;
