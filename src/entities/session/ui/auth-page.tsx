import type { ReactNode } from 'react';
import { privateMeta } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { AuthCard } from './auth-card';

export interface AuthPageProps {
  /** The page's title and h1. */
  title: string;
  /** The page's description (its meta description; the page is kept out of search results). */
  description: string;
  /** The page's canonical path. */
  path: string;
  /** One line under the title saying what the page is for. */
  intro: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** An account page (login, sign-up, forgot and reset password): its private head and the card with its form. */
export function AuthPage({ title, description, path, intro, footer, children }: AuthPageProps) {
  return (
    <>
      <PageHead meta={privateMeta(title, description, path)} />
      <AuthCard title={title} intro={intro} footer={footer}>
        {children}
      </AuthCard>
    </>
  );
}
