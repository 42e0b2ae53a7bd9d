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

export const Archive = icon('Archive');
export const ArrowDownLeft = icon('ArrowDownLeft');
export const ArrowLeft = icon('ArrowLeft');
export const ArrowRight = icon('ArrowRight');
export const ArrowUpRight = icon('ArrowUpRight');
export const BadgeCheck = icon('BadgeCheck');
export const Bell = icon('Bell');
export const BellPlus = icon('BellPlus');
export const BellRing = icon('BellRing');
export const Building2 = icon('Building2');
export const CalendarCheck = icon('CalendarCheck');
export const CalendarClock = icon('CalendarClock');
export const CalendarDays = icon('CalendarDays');
export const CalendarX = icon('CalendarX');
export const Check = icon('Check');
export const ChevronDown = icon('ChevronDown');
export const ChevronLeft = icon('ChevronLeft');
export const ChevronRight = icon('ChevronRight');
export const CircleAlert = icon('CircleAlert');
export const CircleCheck = icon('CircleCheck');
export const CircleSlash = icon('CircleSlash');
export const Clock = icon('Clock');
export const ExternalLink = icon('ExternalLink');
export const Eye = icon('Eye');
export const EyeOff = icon('EyeOff');
export const FlaskConical = icon('FlaskConical');
export const Handshake = icon('Handshake');
export const ImageIcon = icon('ImageIcon');
export const ImageOff = icon('ImageOff');
export const ImagePlus = icon('ImagePlus');
export const Inbox = icon('Inbox');
export const Info = icon('Info');
export const KeyRound = icon('KeyRound');
export const Languages = icon('Languages');
export const Layers = icon('Layers');
export const LayoutList = icon('LayoutList');
export const LoaderCircle = icon('LoaderCircle');
export const LockKeyhole = icon('LockKeyhole');
export const LogOut = icon('LogOut');
export const Mail = icon('Mail');
export const MapPin = icon('MapPin');
export const Megaphone = icon('Megaphone');
export const Menu = icon('Menu');
export const MessageSquareText = icon('MessageSquareText');
export const MessagesSquare = icon('MessagesSquare');
export const Pencil = icon('Pencil');
export const Percent = icon('Percent');
export const Plus = icon('Plus');
export const Scale = icon('Scale');
export const Search = icon('Search');
export const SearchX = icon('SearchX');
export const Send = icon('Send');
export const SendHorizontal = icon('SendHorizontal');
export const Sparkles = icon('Sparkles');
export const Star = icon('Star');
export const Store = icon('Store');
export const Tag = icon('Tag');
export const Trash2 = icon('Trash2');
export const TrendingUp = icon('TrendingUp');
export const TriangleAlert = icon('TriangleAlert');
export const Upload = icon('Upload');
export const UserRoundPlus = icon('UserRoundPlus');
export const Wallet = icon('Wallet');
export const X = icon('X');
export const XCircle = icon('XCircle');
