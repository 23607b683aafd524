/** An admin account as the Admins page and the leads' owner picker see it (issue 20). */
export interface AdminAccountDto {
  id: string;
  name: string;
  email: string;
  /** Disabled by another admin: cannot sign in, owns no new leads. */
  disabled: boolean;
  /** ISO instant of the last successful sign-in; null: never signed in since this was recorded. */
  lastSignInAt: string | null;
  createdAt: string;
  /** Sessions not yet expired. */
  activeSessions: number;
}
