// A signed-in area: its client components get the private messages (lib/i18n/client-messages.ts).
export { default } from '@/components/i18n/private-layout';
