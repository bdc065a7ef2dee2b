import { Outlet } from 'react-router';

/** Spec §2 blank layout: the page alone, for the mobile app's webview (FAQ, terms, installation app variants). */
export default function BlankLayout() {
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <Outlet />
    </main>
  );
}
