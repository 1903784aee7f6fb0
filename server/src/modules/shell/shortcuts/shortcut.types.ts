export interface Shortcut {
  id: string;
  accountId: string;
  label: string;
  description?: string;
  icon: string;
  link: string;
  useRouter: boolean;
}
