'use client';

import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { signOutAction } from '@/lib/actions/sign-out';

/** What the browser may know of the signed-in user (SPEC 3); never the token. */
export type ClientUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  type: 'INVESTOR' | 'OWNER';
  isSubscribed: boolean;
};

type AuthState = {
  user: ClientUser | null;
  /** True while the sign-out call is pending (SPEC 4). */
  loggingOut: boolean;
  updateUser: (patch: Partial<Pick<ClientUser, 'name' | 'image' | 'isSubscribed'>>) => void;
  logout: (redirectTo: string) => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** The client auth store, seeded by the server from the session on every full render. */
export function AuthProvider({
  user: initial,
  children,
}: {
  user: ClientUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initial);
  const [seed, setSeed] = useState(initial);
  const [loggingOut, setLoggingOut] = useState(false);
  // A new server render (sign-in, refresh) brings a new seed: adopt it.
  if (seed !== initial) {
    setSeed(initial);
    setUser(initial);
  }

  const updateUser = useCallback<AuthState['updateUser']>(
    (patch) => setUser((current) => (current ? { ...current, ...patch } : current)),
    [],
  );

  const logout = useCallback(async (redirectTo: string) => {
    setLoggingOut(true);
    try {
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
    () => ({ user, loggingOut, updateUser, logout }),
    [user, loggingOut, updateUser, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
