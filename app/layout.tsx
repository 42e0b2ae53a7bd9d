import type { ReactNode } from 'react';

// The <html> element lives in app/[locale]/layout.tsx, where the language and direction are known,
// and the stylesheet with it (components/layout/locale-document.tsx).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
