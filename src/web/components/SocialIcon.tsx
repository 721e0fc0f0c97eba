import { siDiscord, siGithub, siReddit, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import type { SocialNetwork } from '../../../content/site';

const icons: Record<SocialNetwork, SimpleIcon> = {
  GitHub: siGithub,
  X: siX,
  YouTube: siYoutube,
  Discord: siDiscord,
  Reddit: siReddit,
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
      <path d={icons[network].path} />
    </svg>
  );
}
