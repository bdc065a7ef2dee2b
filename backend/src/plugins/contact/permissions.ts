import { PermissionDefinition } from '@vendure/core';

/** Staff who read contact messages, their attachments included (`GET /uploads/contact/<name>`). */
export const readContactMessagePermission = new PermissionDefinition({
  name: 'ReadContactMessage',
  description: 'Allows reading contact messages and downloading their attachments',
});
