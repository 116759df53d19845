import { AccountsScreen } from '@/components/admin/accounts/AccountsScreen';

export default function AdminAccountsPage() {
  return <AccountsScreen />;
}
