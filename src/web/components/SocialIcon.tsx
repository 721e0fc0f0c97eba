import discord from 'simple-icons/icons/discord.svg?raw';
import github from 'simple-icons/icons/github.svg?raw';
import reddit from 'simple-icons/icons/reddit.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';
import type { SocialNetwork } from '@domain/public-config';

/** An icon's path: the SVG files carry only their drawing, not the icon data objects. */
const pathOf = (svg: string) => /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';

const paths: Record<SocialNetwork, string> = {
  GitHub: pathOf(github),
  X: pathOf(x),
  YouTube: pathOf(youtube),
  Discord: pathOf(discord),
  Reddit: pathOf(reddit),
};

export function SocialIcon({
  network,
  className = 'size-5',
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[network]} />
    </svg>
  );
}
