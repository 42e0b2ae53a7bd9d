'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** What the browser may know of the signed-in user (SPEC 3); never the token. */
export type ClientUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  type: 'INVESTOR' | 'OWNER' | 'ADMIN' | 'MODERATOR';
  isSubscribed: boolean;
};

type AuthState = {
  user: ClientUser | null;
  /** False until the session has been asked once on this page load. */
  ready: boolean;
  /**
   * True once /api/session has answered on this page load. Before that, and after a failed
   * request, `user: null` means "unknown", not "signed out": act on signing out only when true.
   */
  answered: boolean;
  /** True while the sign-out call is pending (SPEC 4). */
  loggingOut: boolean;
  updateUser: (patch: Partial<Pick<ClientUser, 'name' | 'image' | 'isSubscribed'>>) => void;
  logout: (redirectTo: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

async function fetchSessionUser(): Promise<ClientUser | null> {
  const response = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`session ${response.status}`);
  const body = (await response.json()) as { user: ClientUser | null };
  return body.user;
}

/**
 * The client auth store. The server renders every page without the session (public pages come
 * from the prerender cache, the same for everyone), so the store asks /api/session after
 * hydration, and again after each navigation: sign-in and sign-out end in a redirect, and the
 * next path picks up the new session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<ClientUser | null>(null);
  const [ready, setReady] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    let current = true;
    fetchSessionUser()
      .then((fresh) => {
        if (!current) return;
        // Keep the object identity when nothing changed, so consumers do not re-render.
        setUser((old) => (JSON.stringify(old) === JSON.stringify(fresh) ? old : fresh));
        setReady(true);
        setAnswered(true);
      })
      .catch((error: unknown) => {
        console.error('[auth] session request failed', error);
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [pathname]);

  const updateUser = useCallback<AuthState['updateUser']>(
    (patch) => setUser((current) => (current ? { ...current, ...patch } : current)),
    [],
  );

  const logout = useCallback(async (redirectTo: string) => {
    setLoggingOut(true);
    try {
      // Signed-in code only: a visitor's page never downloads the action's reference.
      const { signOutAction } = await import('@/features/accounts/actions/sign-out');
      await signOutAction();
      setUser(null);
      // A full load drops every client cache that still holds the signed-in view.
      window.location.assign(redirectTo);
    } catch (error) {
      console.error('[auth] sign-out failed', error);
      setLoggingOut(false);
    }
  }, []);

  const value = useMemo(
    () => ({ user, ready, answered, loggingOut, updateUser, logout }),
    [user, ready, answered, loggingOut, updateUser, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
