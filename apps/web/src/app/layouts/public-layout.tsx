import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { PublicTopBar } from './public-top-bar.tsx';

/** Layout of every signed-out route: visitor top bar, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicTopBar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer signedIn={false} />
    </div>
  );
}

export default PublicLayout;
