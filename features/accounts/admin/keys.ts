/** The Accounts screen's query (the list shows who has two-step verification: the account menu refreshes it). */
export const accountsKey = ['admin', 'accounts'] as const;
