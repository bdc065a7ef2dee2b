import { Icon, type IconProps } from './icon';

/** A done checkout step; a ticked checkbox. */
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);
