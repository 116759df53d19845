/**
 * Whether this code runs inside the Next server (or its build), where the request-scoped APIs
 * (`after`, `revalidateTag`, `unstable_cache`) exist. Next replaces `process.env.NEXT_RUNTIME`
 * at compile time; in Jest and the tsx scripts it is unset.
 */
export const inNextServer = Boolean(process.env.NEXT_RUNTIME);
