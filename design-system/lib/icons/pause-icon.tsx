import { Icon, type IconProps } from './icon';

/** Stop a carousel's rotation. */
export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);
