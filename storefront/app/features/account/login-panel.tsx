import { selectIsAwaitingLogin } from '@shop/machines/sidebar';

import { SidebarContext } from '../shell/sidebar-context';
import { AccountLoginForm } from './account-login-form';

/**
 * The login side panel (spec §2). A protected panel that waited for login reopens by itself (the
 * session tells the sidebar); a plain login shows the account panel and its greeting.
 */
export function LoginPanel() {
  const sidebar = SidebarContext.useActorRef();
  return (
    <AccountLoginForm
      onForgotPassword={() => sidebar.send({ type: 'panel.open', key: 'resetPassword' })}
      onCreateAccount={() => sidebar.send({ type: 'panel.open', key: 'register' })}
      onLoggedIn={() => {
        const snapshot = sidebar.getSnapshot();
        if (!selectIsAwaitingLogin(snapshot) && snapshot.context.content?.key === 'login') {
          sidebar.send({ type: 'panel.open', key: 'account' });
        }
      }}
    />
  );
}
