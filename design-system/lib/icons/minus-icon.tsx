import { Icon, type IconProps } from './icon';

/** Quantity stepper: one less. */
export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);
