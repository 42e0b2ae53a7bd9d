'use client';

import type Pusher from 'pusher-js';
import { createContext } from 'react';

export type RealtimeState = {
  state: string;
  socketId: string | null;
  pusher: Pusher | null;
};

export const RealtimeContext = createContext<RealtimeState>({
  state: 'initialized',
  socketId: null,
  pusher: null,
});
