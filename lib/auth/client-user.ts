import 'server-only';
import type { ClientUser } from '@/components/auth/auth-provider';
import { getCurrentUser } from './current-user';

/** The current user reduced to what the browser's auth store may hold. */
export async function getClientUser(): Promise<ClientUser | null> {
  const user = await getCurrentUser();
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    type: user.type,
    isSubscribed: user.isSubscribed,
  };
}
