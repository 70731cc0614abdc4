import type { ReactNode } from 'react';
import { BrandWordmark } from './brand-mark';
import './auth-layout.css';

/**
 * Public pages (sign in, register, reset): a brand panel beside the form on wide screens,
 * the form alone on phones. Plain elements and a small style sheet, so the sign-in page draws
 * it before MUI has loaded; the card looks as an outlined MUI Paper does.
 */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-layout">
      <div className="auth-layout__brand">
        <BrandWordmark inverted />
        <div>
          <p className="auth-layout__claim">Vendor coverage for every case, scheduled in one place.</p>
          <p className="auth-layout__pitch">
            Hospitals book device reps onto clinical cases and visits, and follow each task from request to completion.
          </p>
        </div>
        <p className="auth-layout__copyright">© {new Date().getFullYear()} CaseCover</p>
      </div>
      <main className="auth-layout__main">
        <div className="auth-layout__phone-brand">
          <BrandWordmark />
        </div>
        <div className={wide ? 'auth-layout__card auth-layout__card--wide' : 'auth-layout__card'}>{children}</div>
      </main>
    </div>
  );
}
