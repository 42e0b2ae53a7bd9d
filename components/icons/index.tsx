import type { ComponentType, SVGProps } from 'react';
import sprite from './sprite.svg';

/*
 * Lucide's icons, drawn from one sprite file (components/icons/sprite.svg, written by
 * scripts/build-icon-sprite.mjs from lucide-react's own drawings). lucide-react's <Icon> is a
 * client component: each icon on a page travelled twice, as SVG markup in the HTML and as its
 * path data in the RSC payload (the home page: 56 icons, 36 kB of its 157 kB), and every client
 * chunk that drew one carried its drawing. Here an icon is a reference to its symbol in a file
 * the browser fetches once and keeps (Next serves static imports under /_next/static/media with
 * a content hash and an immutable cache). Stroke defaults come from `.icon` in app/globals.css;
 * they reach the symbol's shapes through the <use> element's shadow tree.
 *
 * The same names and props as lucide-react (size, strokeWidth, className, aria-*), so a file
 * swaps its import and nothing else. Add an icon here, then run `node scripts/build-icon-sprite.mjs`;
 * tests/speed/icon-sprite.test.tsx fails while the sprite and this list disagree.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  size?: number | string;
  strokeWidth?: number | string;
};
export type LucideIcon = ComponentType<IconProps>;

const SPRITE_URL: string = (sprite as { src: string }).src;

function icon(name: string): LucideIcon {
  function SpriteIcon({ size = 24, strokeWidth, className, style, ...props }: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    // Only what is set: every prop of a server-drawn icon is written into the page's RSC payload.
    const drawn = strokeWidth === undefined ? style : { ...style, strokeWidth };
    return (
      <svg
        width={size}
        height={size}
        aria-hidden={labelled ? undefined : true}
        {...props}
        {...(drawn ? { style: drawn } : {})}
        className={className ? `icon ${className}` : 'icon'}
      >
        <use href={`${SPRITE_URL}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

// Marked pure: a client chunk keeps only the icons it draws, not the whole list.
export const Archive = /* @__PURE__ */ icon('Archive');
export const ArrowDownLeft = /* @__PURE__ */ icon('ArrowDownLeft');
export const ArrowLeft = /* @__PURE__ */ icon('ArrowLeft');
export const ArrowRight = /* @__PURE__ */ icon('ArrowRight');
export const ArrowUpRight = /* @__PURE__ */ icon('ArrowUpRight');
export const BadgeCheck = /* @__PURE__ */ icon('BadgeCheck');
export const Bell = /* @__PURE__ */ icon('Bell');
export const BellPlus = /* @__PURE__ */ icon('BellPlus');
export const BellRing = /* @__PURE__ */ icon('BellRing');
export const Building2 = /* @__PURE__ */ icon('Building2');
export const CalendarCheck = /* @__PURE__ */ icon('CalendarCheck');
export const CalendarClock = /* @__PURE__ */ icon('CalendarClock');
export const CalendarDays = /* @__PURE__ */ icon('CalendarDays');
export const CalendarX = /* @__PURE__ */ icon('CalendarX');
export const Check = /* @__PURE__ */ icon('Check');
export const ChevronDown = /* @__PURE__ */ icon('ChevronDown');
export const ChevronLeft = /* @__PURE__ */ icon('ChevronLeft');
export const ChevronRight = /* @__PURE__ */ icon('ChevronRight');
export const CircleAlert = /* @__PURE__ */ icon('CircleAlert');
export const CircleCheck = /* @__PURE__ */ icon('CircleCheck');
export const CircleSlash = /* @__PURE__ */ icon('CircleSlash');
export const Clock = /* @__PURE__ */ icon('Clock');
export const ExternalLink = /* @__PURE__ */ icon('ExternalLink');
export const Eye = /* @__PURE__ */ icon('Eye');
export const EyeOff = /* @__PURE__ */ icon('EyeOff');
export const FlaskConical = /* @__PURE__ */ icon('FlaskConical');
export const Handshake = /* @__PURE__ */ icon('Handshake');
export const ImageIcon = /* @__PURE__ */ icon('ImageIcon');
export const ImageOff = /* @__PURE__ */ icon('ImageOff');
export const ImagePlus = /* @__PURE__ */ icon('ImagePlus');
export const Inbox = /* @__PURE__ */ icon('Inbox');
export const Info = /* @__PURE__ */ icon('Info');
export const KeyRound = /* @__PURE__ */ icon('KeyRound');
export const Languages = /* @__PURE__ */ icon('Languages');
export const Layers = /* @__PURE__ */ icon('Layers');
export const LayoutList = /* @__PURE__ */ icon('LayoutList');
export const LoaderCircle = /* @__PURE__ */ icon('LoaderCircle');
export const LockKeyhole = /* @__PURE__ */ icon('LockKeyhole');
export const LogOut = /* @__PURE__ */ icon('LogOut');
export const Mail = /* @__PURE__ */ icon('Mail');
export const MapPin = /* @__PURE__ */ icon('MapPin');
export const Megaphone = /* @__PURE__ */ icon('Megaphone');
export const Menu = /* @__PURE__ */ icon('Menu');
export const MessageSquareText = /* @__PURE__ */ icon('MessageSquareText');
export const MessagesSquare = /* @__PURE__ */ icon('MessagesSquare');
export const Pencil = /* @__PURE__ */ icon('Pencil');
export const Percent = /* @__PURE__ */ icon('Percent');
export const Plus = /* @__PURE__ */ icon('Plus');
export const Scale = /* @__PURE__ */ icon('Scale');
export const Search = /* @__PURE__ */ icon('Search');
export const SearchX = /* @__PURE__ */ icon('SearchX');
export const Send = /* @__PURE__ */ icon('Send');
export const SendHorizontal = /* @__PURE__ */ icon('SendHorizontal');
export const Sparkles = /* @__PURE__ */ icon('Sparkles');
export const Star = /* @__PURE__ */ icon('Star');
export const Store = /* @__PURE__ */ icon('Store');
export const Tag = /* @__PURE__ */ icon('Tag');
export const Trash2 = /* @__PURE__ */ icon('Trash2');
export const TrendingUp = /* @__PURE__ */ icon('TrendingUp');
export const TriangleAlert = /* @__PURE__ */ icon('TriangleAlert');
export const Upload = /* @__PURE__ */ icon('Upload');
export const UserRoundPlus = /* @__PURE__ */ icon('UserRoundPlus');
export const Wallet = /* @__PURE__ */ icon('Wallet');
export const X = /* @__PURE__ */ icon('X');
export const XCircle = /* @__PURE__ */ icon('XCircle');
