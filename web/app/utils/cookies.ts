/** Every cookie this site sets, as the cookie policy lists them (keep in sync with the code). */
export const SITE_COOKIES = [
  {
    name: "stmt_session",
    purpose:
      "Keeps you signed in. Holds a random session key; the server stores only a hash of it. Set when you sign in or register, removed when you log out.",
    duration:
      "Until you close the browser, or 30 days with 'Remember me'. The session itself ends after 24 hours (30 days with 'Remember me').",
    kind: "Strictly necessary",
  },
  {
    name: "stmt_toast",
    purpose: "Carries a one-time notification, such as 'Logged out successfully', to the next page you open.",
    duration: "Deleted as soon as it is shown; at most 60 seconds.",
    kind: "Strictly necessary",
  },
  {
    name: "stmt_tz",
    purpose:
      "Your browser's time zone, so the dates and times of your conversions are shown in your local time.",
    duration: "1 year",
    kind: "Functional",
  },
] as const;
