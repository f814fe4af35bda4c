/** What the chrome knows of the signed-in person: exposed by the root loader. */
export type ChromeUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};
