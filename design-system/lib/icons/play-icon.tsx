import { Icon, type IconProps } from './icon';

/** Start a video or a carousel's rotation. */
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12.5-7.5z" />
  </Icon>
);
