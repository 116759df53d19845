import { AccountsScreen } from '@/features/accounts/admin/AccountsScreen';

export default function AdminAccountsPage() {
  return <AccountsScreen />;
}
