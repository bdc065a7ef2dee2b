import { Icon, type IconProps } from './icon';

/** Quantity stepper: one more. */
export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
