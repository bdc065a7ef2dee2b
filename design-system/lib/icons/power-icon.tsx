import { Icon, type IconProps } from './icon';

/** Activation (info row `activation`). */
export const PowerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v9" />
    <path d="M6.4 6.6a8 8 0 1 0 11.2 0" />
  </Icon>
);
