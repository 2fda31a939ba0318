/** One header link; `emphasis` marks the call to action (Daftar) drawn as a filled button. */
export type NavItem = { label: string; to: string; emphasis?: boolean };

export type NavProps = {
  items: NavItem[];
  /** Present only when someone is signed in: renders 'Keluar'. */
  onSignOut?: () => void;
  signingOut?: boolean;
};
